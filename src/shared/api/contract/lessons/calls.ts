import { z } from 'zod';
import { idParam, pageNumberField, pageSizeField, recordIdField, successReply } from '../common';
import { defineCall, type CallPermission } from '../define';
import {
  LESSON_MESSAGES as M,
  LESSON_STATUS_CHANGES,
  LESSON_TYPES,
  courseContentInput,
  lesson,
  lessonGroupsInput,
  lessonRow,
  lessonUpdateInput,
  nameSummary,
  subPart,
} from './lessons';

const lessons = (bit: CallPermission['bit']): CallPermission => ({ point: 'LESSONS', bit });

/** The pickers of the lesson, theory, exercise and batch screens all read the course's outline. */
const outline = { anyOf: [lessons('list'), { point: 'EXERCISES', bit: 'list' }, { point: 'BATCHES', bit: 'list' }] } as const;

const id = (message: string) => recordIdField(z.number({ error: message }), message);
const courseQuery = z.object({ courseId: id(M.course) });

/** A save's answer: the spec's words, and the ids of the lessons as saved, group by group. */
export const saveReply = successReply.extend({ lessonIds: z.array(z.number().int()) });

/**
 * GET course-content/lesson/list?courseId&partId: the lessons hanging directly off the course, the
 * part, or (with subPartId) the sub-part, in group then position order. Exercises (PRACTICE_ASSIGN)
 * are listed only when taskType asks for them.
 */
export const listLessons = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/course-content/lesson/list',
  summary: "A course's, part's or sub-part's lessons",
  access: { anyOf: [lessons('list'), { point: 'EXERCISES', bit: 'list' }] },
  checkedInHandler: 'Exercises (taskType=PRACTICE_ASSIGN) need the list bit on EXERCISES; other lessons, on LESSONS.',
  query: courseQuery.extend({
    partId: id(M.part).optional(),
    subPartId: id(M.subPart).optional(),
    taskType: z.enum(LESSON_TYPES).optional(),
  }),
  reply: z.array(lessonRow),
});

export const findLesson = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/course-content/lesson/:id',
  summary: 'One lesson with its attributes',
  access: lessons('view'),
  params: idParam,
  reply: lesson,
});

/** POST course-content: new lesson groups on the course (partId absent) or on one of its parts. */
export const createCourseContent = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/course-content',
  summary: 'Add lesson groups to a course or a part',
  access: lessons('add'),
  body: courseContentInput,
  reply: saveReply,
});

export const updateLesson = defineCall({
  service: 'academy',
  method: 'PUT',
  path: '/course-content/lesson/:id',
  summary: 'Change one lesson',
  access: { anyOf: [lessons('edit'), { point: 'EXERCISES', bit: 'edit' }] },
  params: idParam,
  query: courseQuery,
  body: lessonUpdateInput,
  reply: saveReply,
  checkedInHandler: 'An exercise (PRACTICE_ASSIGN) needs the edit bit on EXERCISES; other lessons, on LESSONS.',
});

/** POST course-content/sub-part/{id}/lesson?courseId: new lesson groups after the sub-part's own. */
export const addSubPartLessons = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/course-content/sub-part/:id/lesson',
  summary: 'Add lesson groups to a sub-part',
  access: lessons('add'),
  params: idParam,
  query: courseQuery,
  body: lessonGroupsInput,
  reply: saveReply,
});

/**
 * PUT course-content/sub-part/{id}?courseId: the sub-part's whole lesson tree as the form holds it.
 * Lessons sent with their id are changed, those without are added (the add bit), and saved lessons
 * left out are removed (the delete bit).
 */
export const updateSubPartLessons = defineCall({
  service: 'academy',
  method: 'PUT',
  path: '/course-content/sub-part/:id',
  summary: "Replace a sub-part's lesson groups",
  access: lessons('edit'),
  params: idParam,
  query: courseQuery,
  body: lessonGroupsInput,
  reply: saveReply,
  checkedInHandler: 'New lessons also need the add bit on LESSONS; leaving saved lessons out, the delete bit.',
});

export const findSubPart = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/course-content/sub-part/:id',
  summary: 'A sub-part with its lesson groups',
  access: lessons('view'),
  params: idParam,
  query: courseQuery,
  reply: subPart,
});

export const partNames = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/course-content/part/name-summary',
  summary: "A course's parts, for pickers",
  access: outline,
  query: courseQuery,
  reply: z.array(nameSummary),
});

export const subPartNames = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/course-content/sub-part/name-summary',
  summary: "A part's sub-parts, for pickers",
  access: outline,
  query: courseQuery.extend({ partId: id(M.part) }),
  reply: z.array(nameSummary),
});

/**
 * GET course-content/lesson/name-summary?courseId&isContentDynamic=true: at most 100 lesson names.
 * `partId` (ours) narrows them to one part's, its sub-parts' included (the theory screen's chapter).
 */
export const lessonNames = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/course-content/lesson/name-summary',
  summary: "A course's lessons, for pickers",
  access: outline,
  query: courseQuery.extend({
    partId: id(M.part).optional(),
    isContentDynamic: z.enum(['true', 'false']).optional(),
    pageNumber: pageNumberField(z.number()).default(1),
    pageSize: pageSizeField(z.number(), 100).default(100),
  }),
  reply: z.array(nameSummary),
});

/** PATCH lesson/{id}/ — publish or unpublish (the perform bit). */
export const changeLessonStatus = defineCall({
  service: 'academy',
  method: 'PATCH',
  path: '/lesson/:id/',
  summary: 'Publish or unpublish a lesson',
  access: lessons('perform'),
  params: idParam,
  body: z.object({ status: z.enum(LESSON_STATUS_CHANGES, { error: M.statusChoice }) }),
  reply: successReply,
});

/** Removes a lesson with its attributes (the delete bit). */
export const deleteLesson = defineCall({
  service: 'academy',
  method: 'DELETE',
  path: '/course-content/lesson/:id',
  summary: 'Remove a lesson',
  access: lessons('delete'),
  params: idParam,
  reply: successReply,
});
