export { BanUserDialog, type BanUserDialogProps } from './ui/BanUserDialog';
