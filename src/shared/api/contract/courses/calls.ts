import { z } from 'zod';
import { pageQuery, pageReply, successReply } from '../common';
import { defineCall } from '../define';
import { COURSE_MESSAGES, course, courseInput, courseListRow, courseSummary, courseType, occurrenceType } from './courses';

const courseId = z.object({ id: z.number().int().positive() });
const CHANGES_AT_ONCE = 1000;

/** The list body: `type` MASTERCLASS or BASIC filters; 0 (or absent) lists every type. */
export const courseListBody = pageQuery.extend({
  type: z.union([z.literal(0), courseType]).optional(),
});

/**
 * POST course/list — a page of courses, by rank then id unless `sortProperties` names id, rank,
 * title or price (the first one counts); `descending` reverses the order.
 */
export const listCourses = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/course/list',
  summary: 'Courses, a page at a time (10 by default, 100 for View All)',
  access: { point: 'COURSES', bit: 'list' },
  body: courseListBody,
  reply: pageReply(courseListRow),
});

export const courseSummaryQuery = z.object({
  occurrenceType: occurrenceType.optional(),
  isPublished: z.boolean().optional(),
  /** true: only courses with a discount attached; false: only those without. */
  containsDiscount: z.boolean().optional(),
  /** true: only LOCKED courses; false: only the others. */
  isLocked: z.boolean().optional(),
});

export const courseNameSummary = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/course/name-summary',
  summary: 'Every course (optionally filtered) by id, title and type, for pickers',
  access: { point: 'COURSES', bit: 'list' },
  query: courseSummaryQuery,
  reply: z.array(courseSummary),
});

export const getCourse = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/course/:id',
  summary: 'One course with all its parts',
  access: { point: 'COURSES', bit: 'view' },
  params: courseId,
  reply: course,
});

/**
 * POST course — the spec has the form count a create as done only when the reply is empty, so a
 * success is exactly `{}` (status 200). The new course's address is in the Location header
 * (`/api/academy/course/{id}`). Failures are the usual `{ success: false, message }` with a 4xx.
 */
export const createCourse = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/course',
  summary: 'Create a course (replies {} on success)',
  access: { point: 'COURSES', bit: 'add' },
  body: courseInput,
  reply: z.object({}).strict(),
});

/** PUT course/{id} — the whole course; success is `{ success: true, message: 'Record updated successfully!' }`. */
export const updateCourse = defineCall({
  service: 'academy',
  method: 'PUT',
  path: '/course/:id',
  summary: 'Change a course',
  access: { point: 'COURSES', bit: 'edit' },
  params: courseId,
  body: courseInput,
  reply: successReply,
});

export const deleteCourse = defineCall({
  service: 'academy',
  method: 'DELETE',
  path: '/course/:id',
  summary: 'Delete a course with its parts',
  access: { point: 'COURSES', bit: 'delete' },
  params: courseId,
  reply: successReply,
});

/** Publishing is status code 2, unpublishing code 3; the reply says which the course now is. */
const publishReply = successReply.extend({ isPublished: z.boolean(), status: z.union([z.literal(2), z.literal(3)]) });

export const publishCourse = defineCall({
  service: 'academy',
  method: 'PATCH',
  path: '/course/publish/:id',
  summary: 'Publish a course',
  // Publishing puts the course before learners: the perform bit, so instructors prepare and an editor publishes.
  access: { point: 'COURSES', bit: 'perform' },
  params: courseId,
  reply: publishReply,
});

export const unpublishCourse = defineCall({
  service: 'academy',
  method: 'PATCH',
  path: '/course/unpublish/:id',
  summary: 'Unpublish a course',
  access: { point: 'COURSES', bit: 'perform' },
  params: courseId,
  reply: publishReply,
});

export const rankChanges = z
  .array(
    z.object({
      id: z.number().int().positive(),
      rank: z.number({ error: COURSE_MESSAGES.rankMin }).int(COURSE_MESSAGES.rankMin).min(1, COURSE_MESSAGES.rankMin).max(1_000_000),
    }),
  )
  .min(1)
  .max(CHANGES_AT_ONCE);

export const updateCourseRanks = defineCall({
  service: 'academy',
  method: 'PATCH',
  path: '/course/rankings',
  summary: 'Change the ranks of several courses at once',
  access: { point: 'COURSES', bit: 'edit' },
  body: rankChanges,
  reply: successReply,
});

export const priceChanges = z
  .array(
    z.object({
      id: z.number().int().positive(),
      price: z.number({ error: COURSE_MESSAGES.priceMin }).min(1, COURSE_MESSAGES.priceMin).max(1_000_000, COURSE_MESSAGES.price),
    }),
  )
  .min(1)
  .max(CHANGES_AT_ONCE);

/** PATCH course/price — only MASTERCLASS courses have a price; any other course refuses the whole change. */
export const updateCoursePrices = defineCall({
  service: 'academy',
  method: 'PATCH',
  path: '/course/price',
  summary: 'Change the prices of several MASTERCLASS courses at once',
  access: { point: 'COURSES', bit: 'edit' },
  body: priceChanges,
  reply: successReply,
});

/**
 * PATCH course/{courseId}/remove-discount — the body lists the course ids whose discount goes (the
 * path's course is removed too, as the panel sends it in both places).
 */
export const removeCourseDiscount = defineCall({
  service: 'academy',
  method: 'PATCH',
  path: '/course/:courseId/remove-discount',
  summary: 'Detach the discount from one or more courses',
  access: { point: 'COURSES', bit: 'edit' },
  params: z.object({ courseId: z.number().int().positive() }),
  body: z.array(z.number().int().positive()).max(CHANGES_AT_ONCE),
  reply: successReply,
});
