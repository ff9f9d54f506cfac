export { registerPlaylistCalls } from './playlist';
