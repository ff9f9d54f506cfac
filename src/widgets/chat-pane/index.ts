/**
 * The moderator panel's conversation pane (desktop and phone): `<ChatPane conversationId={…} />`
 * loads the conversation, shows it by day, marks what it received as read, and hosts the composer
 * and Mark as Pass. `renderRecorder` plugs in the voice recorder.
 */
export { ChatPane, type ChatPaneProps } from './ui/ChatPane';
export { ChatHeader, type ChatHeaderProps } from './ui/ChatHeader';
export { MessageThread, type MessageThreadProps } from './ui/MessageThread';
