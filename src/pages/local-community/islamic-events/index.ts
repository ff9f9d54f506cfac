export { IslamicEventsPage } from './ui/IslamicEventsPage';
