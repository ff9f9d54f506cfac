import { z } from 'zod';
import { pageNumberField, pageReply, pageSizeField, successReply } from '../common';
import { defineCall } from '../define';
import { chatMessage } from './chat';
import { CHAT_APP_ID, CHAT_LIMITS, CHAT_MESSAGES, CONVERSATION_PAGE_SIZE } from './constants';

export const CONVERSATION_STATUSES = ['ACTIVE', 'CLOSED'] as const;
export const conversationStatus = z.enum(CONVERSATION_STATUSES);
export type ConversationStatus = z.infer<typeof conversationStatus>;

/**
 * A learner's thread about one assignment. Weekly courses (WEEKLY_COURSE_IDS) name the assignment by
 * weekNumber and assignmentNumber; the others by levelId and exerciseId (the session). Numbers a
 * course does not use are null.
 */
export const conversationSummary = z.object({
  conversationId: z.number().int(),
  /** The learner (a user of the learning app). */
  userId: z.number().int(),
  userName: z.string(),
  /** The teacher who holds the conversation; null while it waits in Active Chats. */
  teacherId: z.number().int().nullable(),
  teacherName: z.string().nullable(),
  courseId: z.number().int(),
  /** The course's title, or '' when the course no longer exists. */
  courseTitle: z.string(),
  /** The program code, e.g. ONLINE_TAJWEED. */
  courseType: z.string(),
  levelId: z.number().int().nullable(),
  exerciseId: z.number().int().nullable(),
  assignmentNumber: z.number().int().nullable(),
  dayNumber: z.number().int().nullable(),
  weekNumber: z.number().int().nullable(),
  /** The learner's messages nobody on the staff side has read yet. */
  unreadCount: z.number().int(),
  /** ISO 8601 in UTC: the last message, or the status change. */
  updatedAt: z.iso.datetime({ offset: true }),
  status: conversationStatus,
  /** The newest message, for the list's preview line. */
  lastMessage: chatMessage.nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** One conversation with all its messages, oldest first. */
export const conversation = conversationSummary.extend({ messages: z.array(chatMessage) });
export type Conversation = z.infer<typeof conversation>;

export const CONVERSATION_SORT_FIELDS = ['unreadCount', 'updatedAt', 'userName', 'conversationId'] as const;
export const conversationSortField = z.enum(CONVERSATION_SORT_FIELDS);
export const conversationSort = z.object({ field: conversationSortField, desc: z.boolean().default(false) });
export type ConversationSort = z.input<typeof conversationSort>;

/** Active chats: most unread first, then the most recently updated. */
export const ACTIVE_CONVERSATION_SORT: ConversationSort[] = [
  { field: 'unreadCount', desc: true },
  { field: 'updatedAt', desc: true },
];
/** Completed chats on first load: the most recently updated first. */
export const CLOSED_CONVERSATION_SORT: ConversationSort[] = [{ field: 'updatedAt', desc: true }];

/**
 * The order the panel asks for: ACTIVE lists by unread count then update time; CLOSED by update
 * time, or like ACTIVE when paging further or searching by name. The server uses the same default
 * when a body has no multiSortProperties.
 */
export function conversationSortFor(status: ConversationStatus, pagingOrSearching = false): ConversationSort[] {
  return status === 'CLOSED' && !pagingOrSearching ? CLOSED_CONVERSATION_SORT : ACTIVE_CONVERSATION_SORT;
}

/** The body of both chat lists. Ties are broken by the newest conversation first, so pages never overlap. */
export const conversationListBody = z.object({
  pageNumber: pageNumberField(z.number()).default(1),
  pageSize: pageSizeField(z.number(), 100).default(CONVERSATION_PAGE_SIZE),
  status: conversationStatus.default('ACTIVE'),
  /** Part of the learner's name, any case; empty lists everyone. */
  userName: z.string().trim().max(CHAT_LIMITS.userNameSearch).nullish(),
  multiSortProperties: z.array(conversationSort).max(CONVERSATION_SORT_FIELDS.length).optional(),
});
export type ConversationListBody = z.input<typeof conversationListBody>;

export const conversationPage = pageReply(conversationSummary);
export type ConversationPage = z.infer<typeof conversationPage>;

/**
 * POST chat/conversations — the caller's own conversations: status ACTIVE is the Assigned to Me
 * tab, status CLOSED the Completed tab.
 */
export const listMyConversations = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/chat/conversations',
  summary: "The caller's conversations of one status (Assigned to Me, Completed), 10 a page",
  access: { point: 'MODERATOR_PANEL', bit: 'list' },
  body: conversationListBody,
  reply: conversationPage,
});

/** POST chat/unassigned-conversations — conversations no teacher holds yet (the Active Chats tab). */
export const listUnassignedConversations = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/chat/unassigned-conversations',
  summary: 'Conversations waiting for a teacher (Active Chats), 10 a page',
  access: { point: 'MODERATOR_PANEL', bit: 'list' },
  body: conversationListBody,
  reply: conversationPage,
});

/**
 * GET chat/conversation?conversationId — one conversation with its messages (media as signed links).
 * Reading changes nothing; the panel then marks the messages it received as read. Replies carry an
 * ETag, so a refresh of an unchanged conversation costs a 304. The teacher who holds it reads it, as
 * does anyone while nobody holds it and whoever has ALL on the moderator panel; anyone else gets 403.
 */
export const getConversation = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/chat/conversation',
  summary: 'One conversation with all its messages',
  access: { point: 'MODERATOR_PANEL', bit: 'view' },
  query: z.object({ conversationId: z.number().int().positive() }),
  reply: conversation,
});

/**
 * PATCH chat/conversation/{id} — Mark as Pass: the status becomes CLOSED. A conversation no teacher
 * holds is taken by the caller as it closes; one another teacher holds is refused with code 103.
 * Closing a closed conversation again changes nothing.
 */
export const closeConversation = defineCall({
  service: 'academy',
  method: 'PATCH',
  path: '/chat/conversation/:id',
  summary: 'Mark a conversation as passed (status CLOSED)',
  access: { point: 'MODERATOR_PANEL', bit: 'edit' },
  params: z.object({ id: z.number().int().positive() }),
  body: z.object({
    status: z.literal('CLOSED', { error: CHAT_MESSAGES.onlyClose }),
    createdByAppId: z.literal(CHAT_APP_ID, { error: CHAT_MESSAGES.appId }).optional(),
  }),
  reply: successReply.extend({ status: conversationStatus }),
});
