export { AthanPremiumPage } from './ui/AthanPremiumPage';
