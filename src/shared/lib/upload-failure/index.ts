export { useUploadFailureText } from './useUploadFailureText';
