export { FileUploadPage } from './ui/FileUploadPage';
