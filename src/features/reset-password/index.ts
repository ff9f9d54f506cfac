export { ResetPasswordForm, type ResetPasswordFormProps } from './ui/ResetPasswordForm';
