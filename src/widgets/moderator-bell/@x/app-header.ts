// The header shows the bell for the moderator group; this is the one door it may use into this slice.
export { ModeratorBell } from '../ui/ModeratorBell';
