import type { chatContract } from '@/shared/api';

export type ChatMessage = chatContract.ChatMessage;

/** The bell counts voice notes only: unread AUDIO messages, newest first as the server sends them. */
export function unreadAudioOnly(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.filter((message) => message.messageType === 'AUDIO' && !message.isRead);
}
