import { z } from 'zod';
import { MAX_RECORD_ID, pageNumberField, pageSizeField } from '../common';
import { defineCall } from '../define';

export const MESSAGE_TYPES = ['TEXT', 'AUDIO', 'IMAGE'] as const;
export const messageType = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof messageType>;

export const chatMessage = z.object({
  messageId: z.number().int(),
  conversationId: z.number().int(),
  /** ISO 8601 date-time in UTC. */
  sentDate: z.iso.datetime({ offset: true }),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  isRead: z.boolean(),
  messageType,
  /** The text, or for AUDIO and IMAGE a signed link to the file. */
  messageBody: z.string(),
  /** The app the message was sent from (9 for the back-office; the learner app's own id, or null). */
  createdByAppId: z.number().int().nullable().optional(),
  /** When the receiver read it (ISO 8601 in UTC); null while unread. */
  readDate: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const unreadMessagesQuery = z.object({
  pageNumber: pageNumberField(z.number()).default(1),
  pageSize: pageSizeField(z.number()).default(1000),
  descending: z.boolean().optional(),
  sortProperties: z.union([z.string().max(50), z.array(z.string().max(50)).max(5)]).optional(),
  /** false = only unread messages. */
  read: z.boolean().optional(),
  /** 0 = every conversation. */
  conversationId: z.number().int().min(0).max(MAX_RECORD_ID).default(0),
});

export const unreadMessagesReply = z.object({
  content: z.array(chatMessage),
  totalRecords: z.number().int(),
});
export type UnreadMessages = z.infer<typeof unreadMessagesReply>;

/**
 * GET {academy}/chat/messages — the messages waiting for the caller: those sent to them in their
 * conversations, and learners' messages in conversations no teacher holds yet (receiverId 0), which
 * every moderator may pick up. The bell and the mobile notifications poll it with read=false. A
 * conversationId another teacher holds is refused with 403.
 * Replies carry an ETag; a poll with If-None-Match gets 304 when nothing changed.
 */
export const unreadMessages = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/chat/messages',
  summary: "Chat messages sent to the caller or waiting unassigned (unread ones for the bell)",
  access: { point: 'MODERATOR_PANEL', bit: 'list' },
  query: unreadMessagesQuery,
  reply: unreadMessagesReply,
});
