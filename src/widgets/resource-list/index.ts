export { ResourceList, type ResourceListBulkAction, type ResourceListProps } from './ui/ResourceList';
export { useResourceAccess } from './model/useResourceAccess';
