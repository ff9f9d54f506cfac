import { z } from 'zod';
import { recordIdField } from '../common';
import { defineResource } from '../resource/define-resource';

const MB = 1024 * 1024;

/** A theory is NEW when written; publishing and unpublishing move it between PUBLISH and UNPUBLISHED. */
export const LESSON_CONTENT_STATUSES = ['NEW', 'PUBLISH', 'UNPUBLISHED'] as const;
export type LessonContentStatus = (typeof LESSON_CONTENT_STATUSES)[number];
export const LESSON_CONTENT_STATUS_CHANGES = ['PUBLISH', 'UNPUBLISHED'] as const;

/**
 * The spec gives the description both a rule of 80 and a box and hint of 150; the box and the hint are
 * what the person sees, so 150 it is. The audio's 2 MB is the theory's own, below the AUDIO upload
 * category's 5 MB, and is checked again when the theory is saved.
 */
export const LESSON_CONTENT_LIMITS = { title: 80, description: 150, audioBytes: 2 * MB, audioKey: 300 } as const;

/** The spec's words, word for word (typos included); the rest are ours where the spec has none. */
export const LESSON_CONTENT_MESSAGES = {
  titleEn: 'Please enter valid english title',
  titleAr: 'Please enter valid Arabic title',
  titleTooLong: 'Maximum 80 characters allowed',
  description: 'Please enter a description',
  audioTooLarge: 'File must smaller than 2MB!',
  audioType: 'Only mp3 files are allowed!',
  added: 'Record addedd successfully!',
  updated: 'Recored updated successfully!',
  statusUpdated: 'status updated successfully!',
  // Not worded by the spec:
  descriptionTooLong: 'Maximum 150 characters allowed',
  lesson: 'Please choose a lesson',
  lessonNotFound: 'This lesson does not exist.',
  notDynamic: 'Theory is written only for lessons with dynamic content.',
  notFound: 'This theory does not exist.',
  audioNotUploaded: 'This audio was not uploaded.',
  statusChoice: 'Please choose PUBLISH or UNPUBLISHED',
  deleted: 'Record deleted successfully!',
} as const;

const M = LESSON_CONTENT_MESSAGES;
const title = (message: string) => z.string({ error: message }).trim().min(1, message).max(LESSON_CONTENT_LIMITS.title, M.titleTooLong);
const lessonId = z.number({ error: M.lesson }).int(M.lesson).positive(M.lesson);

export const lessonContent = z.object({
  id: z.number().int(),
  lessonId: z.number().int(),
  title: z.object({ en: z.string(), ar: z.string() }),
  description: z.string(),
  /** The stored MP3's key (an AUDIO upload), or null when the theory has no audio. */
  audioPath: z.string().nullable(),
  /** Where the MP3 plays from. */
  audioPathUrl: z.string().nullable(),
  status: z.enum(LESSON_CONTENT_STATUSES),
});
export type LessonContent = z.infer<typeof lessonContent>;

/**
 * What create and update send. Leaving `audioPath` out of an update keeps the stored audio. `status`
 * is the status change of the spec's `PATCH lesson-content/{id}/`: the same call as the update, so a
 * change of status sends the record as it is with the new status, and needs the perform bit besides
 * edit. A new theory is always NEW, and an update without a status keeps the one it has. A theory
 * stays on the lesson it was written for: an update's `lessonId` is not read.
 */
export const lessonContentInput = z.object({
  lessonId,
  title: z.object({ en: title(M.titleEn), ar: title(M.titleAr) }, { error: M.titleEn }),
  description: z.string({ error: M.description }).trim().min(1, M.description).max(LESSON_CONTENT_LIMITS.description, M.descriptionTooLong),
  audioPath: z.string().trim().min(1, M.audioNotUploaded).max(LESSON_CONTENT_LIMITS.audioKey, M.audioNotUploaded).optional(),
  status: z.enum(LESSON_CONTENT_STATUS_CHANGES, { error: M.statusChoice }).optional(),
});
export type LessonContentInput = z.input<typeof lessonContentInput>;

/** GET lesson-contents?lessonId: one lesson's theory. */
export const lessonContentFilters = z.object({ lessonId: recordIdField(z.coerce.number({ error: M.lesson }), M.lesson) });

/**
 * Theory rows (spec §7): GET lesson-contents?lessonId, GET lesson-contents/{id}, POST lesson-content,
 * PATCH lesson-content/{id}/ (an edit, or with `status` a publish or unpublish). No delete is named.
 */
export const lessonContents = defineResource({
  name: 'lesson content',
  service: 'academy',
  point: 'LESSONS',
  idKey: 'id',
  record: lessonContent,
  input: lessonContentInput,
  filters: lessonContentFilters,
  paging: 'academy',
  listMethod: 'GET',
  updateMethod: 'PATCH',
  updateCheckedInHandler: 'A body with a status (publish or unpublish) also needs the perform bit on LESSONS.',
  paths: {
    list: '/lesson-contents',
    find: '/lesson-contents/:id',
    create: '/lesson-content',
    update: '/lesson-content/:id/',
    history: '/lesson-content/:id/history',
  },
  messages: { added: M.added, updated: M.updated, deleted: M.deleted, notFound: M.notFound },
});
