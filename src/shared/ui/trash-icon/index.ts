export { TrashIcon } from './TrashIcon';
