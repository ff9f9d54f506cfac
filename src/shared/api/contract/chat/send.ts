import { z } from 'zod';
import { successReply } from '../common';
import { defineCall } from '../define';
import { chatMessage, messageType } from './chat';
import { CHAT_APP_ID, CHAT_LIMITS, CHAT_MESSAGES } from './constants';

const optionalNumber = z.number().int().min(0).nullish();

/** What a message says: text, or the imageKey of a finished chat upload for AUDIO and IMAGE. */
export const messageContent = {
  messageType: z.enum(messageType.options, { error: 'Please choose TEXT, AUDIO or IMAGE' }),
  messageBody: z.string({ error: CHAT_MESSAGES.empty }).trim().min(1, CHAT_MESSAGES.empty).max(CHAT_LIMITS.text),
};

/**
 * The composer's body. The conversation decides who and what the message is about; the echoed
 * fields (course, level, exercise, week, day, assignment, course type) are accepted as the panel
 * sends them, and senderId, receiverId and courseId must agree with the caller and the conversation.
 * AUDIO takes the imageKey of a CHAT_AUDIO upload, IMAGE that of a CHAT_IMAGE_PRIVATE upload, both
 * uploaded by the caller.
 */
export const sendModeratorMessageBody = z.object({
  conversationId: z.number().int().positive(),
  courseId: z.number().int().positive().nullish(),
  levelId: optionalNumber,
  exerciseId: optionalNumber,
  assignmentNumber: optionalNumber,
  dayNumber: optionalNumber,
  weekNumber: optionalNumber,
  courseType: z.string().max(50).nullish(),
  senderId: z.number().int().positive().nullish(),
  receiverId: z.number().int().positive().nullish(),
  ...messageContent,
  createdByAppId: z.literal(CHAT_APP_ID, { error: CHAT_MESSAGES.appId }).optional(),
});
export type SendModeratorMessageBody = z.input<typeof sendModeratorMessageBody>;

/**
 * POST chat/send-message-moderator — a teacher's reply. Answering a conversation no teacher holds
 * takes it (atomically: of two teachers answering at once exactly one gets it); answering one another
 * teacher holds, or a closed one, is refused with 409 and code 103 ('Teacher is already assigned to
 * this conversation' for the first).
 */
export const sendModeratorMessage = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/chat/send-message-moderator',
  summary: 'Send a text, voice or image reply (takes an unassigned conversation)',
  access: { point: 'MODERATOR_PANEL', bit: 'add' },
  body: sendModeratorMessageBody,
  reply: successReply.extend({ data: chatMessage }),
});

const messageIds = z.array(z.number().int().positive()).max(CHAT_LIMITS.markReadAtOnce);

/**
 * PUT chat/message/mark-read?messageIds=..&messageIds=.. — the ids come in the query (one per
 * message) and again as the body, either as the list itself or as `{ messageIds }`; the server marks
 * the union. Only messages sent to the caller, or waiting in an unassigned conversation, can be
 * marked; already read ones stay as they were. `updated` counts the messages that turned read.
 */
export const markMessagesRead = defineCall({
  service: 'academy',
  method: 'PUT',
  path: '/chat/message/mark-read',
  summary: 'Mark received messages as read (read receipts)',
  access: { point: 'MODERATOR_PANEL', bit: 'edit' },
  query: z.object({ messageIds: messageIds.optional() }),
  body: z.union([messageIds, z.object({ messageIds })]).optional(),
  reply: successReply.extend({ updated: z.number().int() }),
});
