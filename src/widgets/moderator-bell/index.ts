export { ModeratorBell } from './ui/ModeratorBell';
