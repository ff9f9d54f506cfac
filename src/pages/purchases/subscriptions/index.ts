export { SubscriptionsPage } from './ui/SubscriptionsPage';
