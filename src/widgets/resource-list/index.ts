export { ResourceList, type ResourceListProps } from './ui/ResourceList';
