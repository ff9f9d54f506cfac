export { LocalEventsPage } from './ui/LocalEventsPage';
