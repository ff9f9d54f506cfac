export { HijriAdjustmentsPage } from './ui/HijriAdjustmentsPage';
