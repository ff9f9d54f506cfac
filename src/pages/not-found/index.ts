export { NotFoundPage } from './ui/NotFoundPage';
export { NoAccessPage } from './ui/NoAccessPage';
