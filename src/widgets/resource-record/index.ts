export { ResourceRecordPage, type ResourceRecordPageProps } from './ui/ResourceRecordPage';
