export { GeneratePremiumCode, type GeneratePremiumCodeProps } from './ui/GeneratePremiumCode';
export { GeneratePremiumCodeDialog, type GeneratePremiumCodeDialogProps } from './ui/GeneratePremiumCodeDialog';
