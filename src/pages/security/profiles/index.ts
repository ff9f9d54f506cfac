export { SecurityProfilesPage } from './ui/SecurityProfilesPage';
