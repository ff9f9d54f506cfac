export { ResourceList, type ResourceListBulkAction, type ResourceListProps } from './ui/ResourceList';
export { useResourceAccess } from './model/useResourceAccess';
export { useActiveStatusActions, useActiveStatusFilter, type ActiveStatus, type ActiveStatusWords } from './model/useActiveStatus';
export { ActiveStatusFilter } from './ui/ActiveStatusFilter';
