export { ForgotPasswordForm } from './ui/ForgotPasswordForm';
