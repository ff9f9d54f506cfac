export { ResourceRecordPage, type ResourceRecordPageProps } from './ui/ResourceRecordPage';
export { ResourceForm, type ResourceFormProps } from './ui/ResourceForm';
