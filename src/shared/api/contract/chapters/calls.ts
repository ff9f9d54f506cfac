import { z } from 'zod';
import { recordIdField } from '../common';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';
import { CHAPTER_MESSAGES, CHAPTER_STATUSES, chapter, chapterInput, chapterType } from './chapters';

/**
 * The list's filters: the chosen course (required), and `type` DEFAULT or SHAPE (0 or absent: both).
 * Chapters come in the order they were added unless `descending` is true, and `sortProperties`
 * naming titleEn sorts by English title. DELETED chapters are never listed.
 */
export const chapterFilters = z.object({
  courseId: recordIdField(z.number({ error: CHAPTER_MESSAGES.course }), CHAPTER_MESSAGES.course),
  type: z.union([z.literal(0), chapterType]).optional(),
});

/**
 * A course's chapters: POST chapter/save (a new chapter starts as NEW), PUT chapter/update (the id in
 * the body; the status is left as it is), POST chapter/list, GET chapter/find/{id}, and
 * PATCH chapter/{id}/update-status?status=…: NEW and UNPUBLISHED chapters can be published, published
 * ones unpublished, any can be DELETED; nothing goes back to NEW, and asking for the status a chapter
 * already has changes nothing and succeeds.
 */
export const chapters = defineResource({
  name: 'chapter',
  service: 'academy',
  point: 'CHAPTERS',
  idKey: 'id',
  record: chapter,
  input: chapterInput,
  filters: chapterFilters,
  paging: 'academy',
  sortFields: ['titleEn'],
  paths: {
    list: '/chapter/list',
    find: '/chapter/find/:id',
    create: '/chapter/save',
    update: '/chapter/update',
    history: '/chapter/:id/history',
  },
  updateMethod: 'PUT',
  actions: {
    changeStatus: {
      path: '/chapter/:id/update-status',
      summary: 'Publish, unpublish or delete a chapter',
      query: z.object({ status: z.enum(CHAPTER_STATUSES, { error: CHAPTER_MESSAGES.status }) }),
      checkedInHandler: 'Setting DELETED also needs the delete bit on CHAPTERS; setting PUBLISH or UNPUBLISHED, the perform bit on CHAPTERS.',
      message: CHAPTER_MESSAGES.statusUpdated,
    },
  },
  messages: { ...RECORD_MESSAGES, notFound: CHAPTER_MESSAGES.notFound },
});

/** POST chapter — the spec lists it beside chapter/list with the same body; it answers the same. */
export const listChaptersAlias = defineCall({ ...chapters.calls.list, path: '/chapter', summary: "A course's chapters (the same as chapter/list)" });
