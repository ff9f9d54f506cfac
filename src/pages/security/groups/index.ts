export { SecurityGroupsPage } from './ui/SecurityGroupsPage';
