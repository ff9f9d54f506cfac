import { z } from 'zod';
import { pageQuery, pageReply, successReply } from '../common';
import { defineCall } from '../define';

/** The spec's limits and words for the course audio form (shown word for word). */
export const COURSE_AUDIO_LIMITS = { title: 250 } as const;
export const COURSE_AUDIO_MESSAGES = {
  fileType: 'Only MP3 files are allowed!',
  fileTooLarge: 'Filesize must be smaller than 5MB!',
  fileRequired: 'Please upload audio only',
  // Not worded by the spec:
  title: 'Enter audio title',
  titleTooLong: 'Maximum 250 characters allowed',
  notFound: 'This audio does not exist.',
} as const;

export const COURSE_AUDIO_TYPES = ['AUDIO'] as const;

export const courseAudio = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Where the file plays from. */
  url: z.string().nullable(),
  /** The stored file's key (AUDIO). */
  path: z.string(),
  type: z.enum(COURSE_AUDIO_TYPES),
});
export type CourseAudio = z.infer<typeof courseAudio>;

export const courseAudioInput = z.object({
  title: z
    .string({ error: COURSE_AUDIO_MESSAGES.title })
    .trim()
    .min(1, COURSE_AUDIO_MESSAGES.title)
    .max(COURSE_AUDIO_LIMITS.title, COURSE_AUDIO_MESSAGES.titleTooLong),
  /** The key of an uploaded AUDIO file: required when adding; leaving it out on edit keeps the file. */
  path: z.string().trim().min(1).max(300).optional(),
  type: z.enum(COURSE_AUDIO_TYPES).default('AUDIO'),
});
export type CourseAudioInput = z.input<typeof courseAudioInput>;

const itemId = z.object({ id: z.number().int().positive() });

export const createCourseAudio = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/storage-item',
  summary: 'Add a course audio item from an uploaded MP3',
  access: { point: 'COURSE_AUDIO', bit: 'add' },
  body: courseAudioInput,
  reply: successReply.extend({ id: z.number().int() }),
});

/** The list body: `type` 0 (or absent) lists every type. */
export const courseAudioListBody = pageQuery.extend({ type: z.union([z.literal(0), z.enum(COURSE_AUDIO_TYPES)]).optional() });

export const listCourseAudio = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/storage-item/list',
  summary: 'Course audio items, a page at a time (10 by default)',
  access: { point: 'COURSE_AUDIO', bit: 'list' },
  body: courseAudioListBody,
  reply: pageReply(courseAudio),
});

export const getCourseAudio = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/storage-item/:id',
  summary: 'One course audio item',
  access: { point: 'COURSE_AUDIO', bit: 'view' },
  params: itemId,
  reply: courseAudio,
});

export const updateCourseAudio = defineCall({
  service: 'academy',
  method: 'PUT',
  path: '/storage-item/:id',
  summary: 'Change a course audio item',
  access: { point: 'COURSE_AUDIO', bit: 'edit' },
  params: itemId,
  body: courseAudioInput,
  reply: successReply,
});

/** GET storage-item/name-summary?type=AUDIO&pageNumber=1&pageSize=1000&descending=true, for pickers. */
export const courseAudioNameSummary = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/storage-item/name-summary',
  summary: 'Every item of a type by id and title, for pickers',
  access: { point: 'COURSE_AUDIO', bit: 'list' },
  query: z.object({
    type: z.enum(COURSE_AUDIO_TYPES).default('AUDIO'),
    pageNumber: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(1000).default(1000),
    descending: z.enum(['true', 'false']).default('true'),
  }),
  reply: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string().nullable() })),
});
