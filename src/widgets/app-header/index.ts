export { AppHeader, type AppHeaderProps } from './ui/AppHeader';
