import type { ConversationMessage } from './types';

/** What the list's preview line says about a message: its text, or the kind of attachment. */
export type MessagePreview = { kind: 'text'; text: string } | { kind: 'audio' } | { kind: 'image' } | { kind: 'none' };

export function messagePreview(message: ConversationMessage | null | undefined): MessagePreview {
  if (!message) return { kind: 'none' };
  if (message.messageType === 'AUDIO') return { kind: 'audio' };
  if (message.messageType === 'IMAGE') return { kind: 'image' };
  // One line in the list: runs of spaces and line breaks become single spaces.
  const text = message.messageBody.replace(/\s+/g, ' ').trim();
  return text ? { kind: 'text', text } : { kind: 'none' };
}

/** The ids of a conversation's unread messages that `readerId` received (the ones opening it marks as read). */
export function unreadReceivedIds(messages: readonly ConversationMessage[], readerId: number): number[] {
  // A message waiting in an unassigned conversation is addressed to nobody yet (receiver 0).
  return messages.filter((message) => !message.isRead && (message.receiverId === readerId || message.receiverId === 0)).map((message) => message.messageId);
}
