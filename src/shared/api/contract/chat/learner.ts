import { z } from 'zod';
import { successReply } from '../common';
import { defineCall } from '../define';
import { presignedUrlReply } from '../uploads/uploads';
import { chatMessage } from './chat';
import { CHAT_MESSAGES, CURRICULUM_LIMITS, LEARNER_KEY_HEADER, WEEKLY_COURSE_IDS } from './constants';
import { messageContent } from './send';

/*
 * Calls of the learner's app, not of the panel. They carry no staff session: the learner's key goes
 * in the x-learner-key header, and the server answers 401 without a valid one.
 */

const LEARNER_UPLOAD_CATEGORIES = ['CHAT_AUDIO', 'CHAT_IMAGE_PRIVATE'] as const;

export const learnerPresignedUrl = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/chat/learner/presignedurl',
  summary: `A learner's signed upload link for a voice note or image (learner key in ${LEARNER_KEY_HEADER})`,
  access: 'public',
  query: z.object({
    fileCategory: z.enum(LEARNER_UPLOAD_CATEGORIES, { error: CHAT_MESSAGES.chatCategoryOnly }),
    fileName: z.string().trim().min(1).max(255),
  }),
  reply: presignedUrlReply,
});

const within = (max: number) => z.number().int().min(1).max(max).nullish();

/**
 * A learner's submission for one assignment. Weekly courses (WEEKLY_COURSE_IDS) name it by
 * weekNumber and assignmentNumber, the others by levelId and exerciseId; the learner's first message
 * for an assignment opens its conversation, later ones join it.
 */
export const learnerSubmissionBody = z
  .object({
    courseId: z.number().int().positive(),
    /** The program code; the server derives one from the course when absent. */
    courseType: z
      .string()
      .trim()
      .regex(/^[A-Z][A-Z0-9_]{0,49}$/, 'courseType is a code in capitals, e.g. ONLINE_TAJWEED.')
      .nullish(),
    weekNumber: within(CURRICULUM_LIMITS.weeks),
    assignmentNumber: within(CURRICULUM_LIMITS.assignmentsPerWeek),
    levelId: within(CURRICULUM_LIMITS.levels),
    exerciseId: within(CURRICULUM_LIMITS.sessionsPerLevel),
    dayNumber: within(CURRICULUM_LIMITS.daysPerWeek),
    ...messageContent,
    /** The learner app's own id, stored with the message. */
    createdByAppId: z.number().int().positive().max(1000).nullish(),
  })
  .superRefine((body, ctx) => {
    if (WEEKLY_COURSE_IDS.includes(body.courseId)) {
      if (!body.weekNumber) ctx.addIssue({ code: 'custom', path: ['weekNumber'], message: CHAT_MESSAGES.weekAndAssignment });
      if (!body.assignmentNumber) ctx.addIssue({ code: 'custom', path: ['assignmentNumber'], message: CHAT_MESSAGES.weekAndAssignment });
    } else {
      if (!body.levelId) ctx.addIssue({ code: 'custom', path: ['levelId'], message: CHAT_MESSAGES.levelAndSession });
      if (!body.exerciseId) ctx.addIssue({ code: 'custom', path: ['exerciseId'], message: CHAT_MESSAGES.levelAndSession });
    }
  });
export type LearnerSubmissionBody = z.input<typeof learnerSubmissionBody>;

/**
 * POST chat/learner/submission — a learner sends text, a voice note or an image (imageKey of their
 * own upload from chat/learner/presignedurl). The message goes to the conversation's teacher, or
 * waits for any moderator (receiverId 0) while nobody holds it. The same course and assignment
 * numbers always find the same conversation; a dayNumber, when sent, becomes the conversation's
 * current day. A closed conversation takes no more messages (409, code 103).
 */
export const learnerSubmission = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/chat/learner/submission',
  summary: `A learner's submission into the conversation of one assignment (learner key in ${LEARNER_KEY_HEADER})`,
  access: 'public',
  body: learnerSubmissionBody,
  reply: successReply.extend({
    conversationId: z.number().int(),
    /** true when this message opened the conversation. */
    created: z.boolean(),
    data: chatMessage,
  }),
});
