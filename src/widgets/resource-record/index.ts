export { ResourceRecordPage, type ResourceRecordPageProps } from './ui/ResourceRecordPage';
export { ResourceForm, type ResourceFormProps } from './ui/ResourceForm';
export { RecordTextField, type RecordTextFieldProps } from './ui/RecordTextField';
