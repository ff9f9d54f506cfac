export { unreadAudioOnly, type ChatMessage } from './model/unread';
export { UNREAD_MESSAGES_QUERY, UNREAD_POLL_INTERVAL_MS, useUnreadAudioMessages } from './api/useUnreadAudioMessages';
