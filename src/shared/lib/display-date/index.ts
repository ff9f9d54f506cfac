export type { DateFormats, Moment } from './createDateFormats';
export { useDateFormats } from './useDateFormats';
