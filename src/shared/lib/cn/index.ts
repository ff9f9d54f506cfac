export { cn } from './cn';
