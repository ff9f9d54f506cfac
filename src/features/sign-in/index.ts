export { SignInForm } from './ui/SignInForm';
