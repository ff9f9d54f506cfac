export { PackagesPage } from './ui/PackagesPage';
