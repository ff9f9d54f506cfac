import { z } from 'zod';
import { pageQuery, pageReply, successReply } from '../common';
import { defineCall } from '../define';
import { CHAPTER_MESSAGES, chapter, chapterInput, chapterStatus, chapterType } from './chapters';

const chapterId = z.object({ id: z.number().int().positive() });

/** POST chapter/save — the new chapter starts as NEW. An `id` sent by the form is ignored. */
export const saveChapter = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/chapter/save',
  summary: 'Add a chapter to a course',
  access: { point: 'CHAPTERS', bit: 'add' },
  body: chapterInput.extend({ id: z.number().int().nullish() }),
  reply: successReply.extend({ id: z.number().int() }),
});

/** PUT chapter/update — the chapter's id travels in the body; its status is left as it is. */
export const updateChapter = defineCall({
  service: 'academy',
  method: 'PUT',
  path: '/chapter/update',
  summary: 'Change a chapter (id in the body)',
  access: { point: 'CHAPTERS', bit: 'edit' },
  body: chapterInput.extend({ id: z.number({ error: CHAPTER_MESSAGES.notFound }).int().positive(CHAPTER_MESSAGES.notFound) }),
  reply: successReply,
});

/**
 * The list body: the chosen course (required), and `type` DEFAULT or SHAPE to filter (0 or absent:
 * both). Chapters come in the order they were added; `descending` reverses it, and `sortProperties`
 * naming titleEn sorts by English title. DELETED chapters are never listed.
 */
export const chapterListBody = pageQuery.extend({
  courseId: z.number({ error: CHAPTER_MESSAGES.course }).int(CHAPTER_MESSAGES.course).positive(CHAPTER_MESSAGES.course),
  pageSize: z.number().int().min(1).max(1000).default(6),
  type: z.union([z.literal(0), chapterType]).optional(),
});

const listCall = {
  service: 'academy',
  method: 'POST',
  access: { point: 'CHAPTERS', bit: 'list' },
  body: chapterListBody,
  reply: pageReply(chapter),
  endsSessionOn401: true,
} as const;

export const listChapters = defineCall({
  ...listCall,
  path: '/chapter/list',
  summary: "A course's chapters, a page at a time (6 by default)",
});

/** POST chapter — the spec lists it beside chapter/list with the same body; it answers the same. */
export const listChaptersAlias = defineCall({
  ...listCall,
  path: '/chapter',
  summary: "A course's chapters (the same as chapter/list)",
});

export const findChapter = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/chapter/find/:id',
  summary: 'One chapter',
  access: { point: 'CHAPTERS', bit: 'view' },
  params: chapterId,
  reply: chapter,
});

/**
 * PATCH chapter/{id}/update-status?status=… — NEW and UNPUBLISHED chapters can be published, published
 * ones unpublished; any can be DELETED (which also needs the delete bit); nothing goes back to NEW.
 * Asking for the status a chapter already has changes nothing and succeeds.
 */
export const updateChapterStatus = defineCall({
  service: 'academy',
  method: 'PATCH',
  path: '/chapter/:id/update-status',
  summary: 'Publish, unpublish or delete a chapter',
  access: { point: 'CHAPTERS', bit: 'edit' },
  checkedInHandler: 'Setting DELETED also needs the delete bit on CHAPTERS; setting PUBLISH or UNPUBLISHED, the perform bit on CHAPTERS.',
  params: chapterId,
  query: z.object({ status: z.enum(chapterStatus.options, { error: CHAPTER_MESSAGES.status }) }),
  reply: successReply.extend({ status: chapterStatus }),
});
