export { markedRead, receivedUnread, unreadAudioOnly, type ChatMessage } from './model/unread';
export { dayOf, groupMessagesByDay, isOwnMessage, type MessageDay } from './model/thread';
export { UNREAD_MESSAGES_QUERY, UNREAD_POLL_INTERVAL_MS, useUnreadAudioMessages } from './api/useUnreadAudioMessages';
export { INBOX_POLL_INTERVAL_MS, useInboxChanges } from './api/useInboxChanges';
export { formatClock } from './lib/formatClock';
export { MessageBubble, type MessageBubbleProps } from './ui/MessageBubble';
export { AudioMessage, type AudioMessageProps } from './ui/AudioMessage';
export { ImageMessage, type ImageMessageProps } from './ui/ImageMessage';
