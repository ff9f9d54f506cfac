export { registerUnreadMessages, toChatMessage } from './messages';
