export { PublishDiscountDialog, type PublishDiscountDialogProps } from './ui/PublishDiscountDialog';
