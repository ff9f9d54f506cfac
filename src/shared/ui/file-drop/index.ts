export { FileDrop, type FileDropProps, type FileDropValue } from './FileDrop';
export { formatFileSize, type ImageDimensions } from './checkFile';
