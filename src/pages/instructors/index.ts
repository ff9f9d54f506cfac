export { InstructorsPage } from './ui/InstructorsPage';
