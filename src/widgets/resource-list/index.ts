export { ResourceList, type ResourceListProps } from './ui/ResourceList';
export { useResourceAccess } from './model/useResourceAccess';
