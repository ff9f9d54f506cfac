export { formatDisplayDateTime, type DisplayDateTimeOptions } from './formatDisplayDateTime';
export { useDisplayDateTime } from './useDisplayDateTime';
