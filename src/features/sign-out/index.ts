export { useSignOut } from './model/useSignOut';
export { SignOutButton } from './ui/SignOutButton';
