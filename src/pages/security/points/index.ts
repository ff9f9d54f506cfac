export { SecurityPointsPage } from './ui/SecurityPointsPage';
