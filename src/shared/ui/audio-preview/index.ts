export { AudioPreview, type AudioPreviewProps } from './AudioPreview';
export { formatClock } from './formatClock';
