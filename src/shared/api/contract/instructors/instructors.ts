import { z } from 'zod';
import { pageNumberField, pageSizeField, recordIdField } from '../common';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

/** The spec's limits and words for the instructor form (shown word for word). */
export const INSTRUCTOR_LIMITS = { shortDescription: 500, longDescription: 1500, expertise: 30 } as const;
export const INSTRUCTOR_MESSAGES = {
  user: 'Please select user!',
  shortDescription: 'Enter instructor short description',
  longDescription: 'Enter instructor long description',
  imageRequired: 'Please upload Instructor image',
  imageTooLarge: 'Image must smaller than 1MB!',
  expertise: 'Missing expertise',
  // Not worded by the spec:
  alreadyInstructor: 'This user is already an instructor.',
  notFound: 'This instructor does not exist.',
} as const;

export const instructor = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** The chosen user's full name; read-only on the form. */
  name: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  /** The stored image's key (INSTRUCTOR_IMAGE). */
  imagePath: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  expertise: z.array(z.string()),
});
export type Instructor = z.infer<typeof instructor>;

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, message);

export const instructorInput = z.object({
  userId: z.number({ error: INSTRUCTOR_MESSAGES.user }).int().positive(INSTRUCTOR_MESSAGES.user),
  shortDescription: text(INSTRUCTOR_LIMITS.shortDescription, INSTRUCTOR_MESSAGES.shortDescription),
  longDescription: text(INSTRUCTOR_LIMITS.longDescription, INSTRUCTOR_MESSAGES.longDescription),
  /** Required when creating; when editing, leaving it out keeps the current image. */
  imagePath: z.string().trim().min(1).max(300).optional(),
  expertise: z.array(text(200, INSTRUCTOR_MESSAGES.expertise)).max(INSTRUCTOR_LIMITS.expertise).default([]),
});
export type InstructorInput = z.input<typeof instructorInput>;

/** POST instructor, POST instructor/list, GET and PUT instructor/{id}; no delete (the spec has none). */
export const instructors = defineResource({
  name: 'instructor',
  service: 'academy',
  point: 'INSTRUCTORS',
  idKey: 'id',
  record: instructor,
  input: instructorInput,
  paging: 'academy',
  sortFields: ['name'],
  paths: {
    list: '/instructor/list',
    find: '/instructor/:id',
    create: '/instructor',
    update: '/instructor/:id',
    history: '/instructor/:id/history',
  },
  messages: { ...RECORD_MESSAGES, notFound: INSTRUCTOR_MESSAGES.notFound },
});

export const instructorNameSummary = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/instructor/name-summary',
  summary: 'Every instructor by id and name, for pickers',
  access: { point: 'INSTRUCTORS', bit: 'list' },
  reply: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const userListBody = z.object({
  pageNo: pageNumberField(z.number()).default(1),
  limitCount: pageSizeField(z.number(), 1000).default(1000),
  groupId: recordIdField(z.number()),
});

/**
 * POST user/list: users of one security group (the instructor picker asks for group 11). Allowed to
 * whoever may list users, or add or edit instructors.
 */
export const userList = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/user/list',
  summary: 'Active users of a security group, for pickers',
  access: {
    anyOf: [
      { point: 'USERS', bit: 'list' },
      { point: 'INSTRUCTORS', bit: 'add' },
      { point: 'INSTRUCTORS', bit: 'edit' },
    ],
  },
  body: userListBody,
  reply: z.object({
    content: z.array(z.object({ userId: z.number().int(), fullname: z.string() })),
    totalRecords: z.number().int(),
  }),
});
