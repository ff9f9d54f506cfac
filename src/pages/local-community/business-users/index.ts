export { BusinessUsersPage } from './ui/BusinessUsersPage';
