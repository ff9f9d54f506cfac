export { MuslimGroupsPage } from './ui/MuslimGroupsPage';
