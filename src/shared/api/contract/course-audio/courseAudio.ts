import { z } from 'zod';
import { pageNumberField, pageSizeField } from '../common';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

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

/** The list body's filter: `type` 0 (or absent) lists every type. */
export const courseAudioFilters = z.object({ type: z.union([z.literal(0), z.enum(COURSE_AUDIO_TYPES)]).optional() });

/** Storage items of the course audio library: POST storage-item, POST storage-item/list, GET and PUT storage-item/{id}. */
export const courseAudios = defineResource({
  name: 'course audio',
  service: 'academy',
  point: 'COURSE_AUDIO',
  idKey: 'id',
  record: courseAudio,
  input: courseAudioInput,
  filters: courseAudioFilters,
  paging: 'academy',
  sortFields: ['title'],
  paths: {
    list: '/storage-item/list',
    find: '/storage-item/:id',
    create: '/storage-item',
    update: '/storage-item/:id',
    history: '/storage-item/:id/history',
  },
  messages: { ...RECORD_MESSAGES, notFound: COURSE_AUDIO_MESSAGES.notFound },
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
    pageNumber: pageNumberField(z.coerce.number()).default(1),
    pageSize: pageSizeField(z.coerce.number(), 1000).default(1000),
    descending: z.enum(['true', 'false']).default('true'),
  }),
  // The path lets a picker's choice be saved as a storage key (an exercise's audio).
  reply: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string().nullable(), path: z.string() })),
});
