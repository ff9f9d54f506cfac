export { SortableList, type SortableItem, type SortableListProps } from './SortableList';
