import type { chatContract } from '@/shared/api';

export type ChatMessage = chatContract.ChatMessage;

/** The bell counts voice notes only: unread AUDIO messages, newest first as the server sends them. */
export function unreadAudioOnly(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.filter((message) => message.messageType === 'AUDIO' && !message.isRead);
}

/**
 * The messages of a conversation the signed-in staff member may mark as read on opening it: unread,
 * not their own, and sent to them or still waiting for any teacher (receiver 0).
 */
export function receivedUnread(messages: readonly ChatMessage[], userId: number): ChatMessage[] {
  return messages.filter(
    (message) => !message.isRead && message.senderId !== userId && (message.receiverId === userId || message.receiverId === 0),
  );
}

/** The same messages seen as read, as the server stores them after a mark-read call. */
export function markedRead(messages: readonly ChatMessage[], ids: ReadonlySet<number>, readDate: string): ChatMessage[] {
  return messages.map((message) => (ids.has(message.messageId) ? { ...message, isRead: true, readDate } : message));
}
