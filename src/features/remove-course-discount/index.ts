export { RemoveCourseDiscountDialog, type RemoveCourseDiscountDialogProps } from './ui/RemoveCourseDiscountDialog';
