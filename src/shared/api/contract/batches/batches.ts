import { z } from 'zod';
import { ASSIGNMENT_CONTENT_TYPES, ASSIGNMENT_TYPES, FORM_LESSON_TYPES, LESSON_MESSAGES, LINK_TYPES } from '../lessons/lessons';

/** A batch runs from its start; a finished one is kept with what it taught. */
export const BATCH_STATUSES = ['RUNNING', 'FINISHED'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_LIMITS = {
  /** The spec's list page size. */
  pageSize: 10,
  entries: 300,
  maxHours: 99,
  /** Duration minutes are two characters. */
  maxMinutes: 59,
  maxLiveMinutes: 1440,
  maxAssignmentNumber: 10_000,
  link: 500,
  value: 5000,
  images: 10,
  /** The spec's image rules (§5, §9): under 1 MB, 50–1500 px wide, 20–1200 px high. */
  imageBytes: 1024 * 1024,
  minWidth: 50,
  maxWidth: 1500,
  minHeight: 20,
  maxHeight: 1200,
} as const;

/** The spec's words for the batch content form, word for word; the rest are ours where the spec has none. */
export const BATCH_MESSAGES = {
  lesson: 'Please select lesson',
  lessonType: 'Please select lesson type',
  durationHours: 'Please enter duration in hours',
  saveFailed: 'Something went wrong, please check all the fields.',
  saveError: 'An error occurred while saving the content.',
  updated: 'Record updated successfully!',
  // Not worded by the spec:
  durationMinutes: 'Please enter duration in minutes',
  videoTitle: LESSON_MESSAGES.videoTitle,
  link: 'Please enter the session link',
  linkType: LESSON_MESSAGES.linkType,
  startDate: LESSON_MESSAGES.startDate,
  liveDuration: 'Please enter the duration in minutes',
  assignmentNumber: LESSON_MESSAGES.assignmentNumber,
  contentType: 'Please select content type',
  value: 'Please enter assignment text',
  images: 'Please upload at least one image',
  type: 'Please select at least one type',
  tooLong: 'This text is too long',
  tooMany: 'A batch holds at most 300 lesson contents.',
  course: 'Please select a course',
  courseNotFound: 'This course does not exist.',
  notFound: 'This batch does not exist.',
  idMismatch: 'The id in the body is not the batch being saved.',
  notCourseLesson: 'This lesson is not a lesson of the batch’s course.',
  typeMismatch: 'The lesson type is not the type of this lesson.',
  repeatedLesson: 'This lesson already has content in this batch.',
  unknownVideo: LESSON_MESSAGES.unknownVideo,
  imageNotUploaded: LESSON_MESSAGES.imageNotUploaded,
  imageTooLarge: 'Image must be smaller than 1MB!',
  imageWidth: LESSON_MESSAGES.imageWidth,
  imageHeight: LESSON_MESSAGES.imageHeight,
  imageUnreadable: 'This image could not be read.',
  started: 'A new batch has started.',
} as const;

const M = BATCH_MESSAGES;
const L = BATCH_LIMITS;

const whole = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const lessonId = z.number({ error: M.lesson }).int(M.lesson).positive(M.lesson);

/** YYYY-MM-DDTHH:mm:ss, the session's start. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** A video lesson's content in a batch: the playlist video (its title key) and its length. */
export const videoEntryInput = z.object({
  lessonId,
  lessonType: z.literal('VIDEO_LEC'),
  content: z.string({ error: M.videoTitle }).trim().min(1, M.videoTitle).max(200, M.videoTitle),
  durationHours: whole(M.durationHours, 0, L.maxHours),
  durationMinutes: whole(M.durationMinutes, 0, L.maxMinutes),
});

/** A live session of the batch: where and when it is held. `startDateText` is made from `startDate` by the server. */
export const liveContentInput = z.object({
  link: z.url({ error: M.link, protocol: /^https?$/ }).max(L.link, M.tooLong),
  linkType: z.enum(LINK_TYPES, { error: M.linkType }),
  startDate: z.string({ error: M.startDate }).regex(LOCAL_DATE_TIME, M.startDate),
  durationInMinutes: whole(M.liveDuration, 1, L.maxLiveMinutes),
});

export const liveEntryInput = z.object({ lessonId, lessonType: z.literal('LIVE_SESSION'), content: liveContentInput });

/** The assignment the batch gives: a text or images for the learner, and what the learner may answer with. */
export const assignmentContentInput = z
  .object({
    contentType: z.enum(ASSIGNMENT_CONTENT_TYPES, { error: M.contentType }),
    value: z.string({ error: M.value }).trim().max(L.value, M.tooLong).default(''),
    /** Storage keys of LESSON_IMAGE_PRIVATE uploads, each checked by the server against the image rules. */
    images: z.array(z.string().min(1).max(500)).max(L.images, M.tooLong).default([]),
    type: z.array(z.enum(ASSIGNMENT_TYPES), { error: M.type }).min(1, M.type).max(3, M.type),
  })
  .superRefine((content, issues) => {
    if (content.contentType === 'TEXT' && !content.value) issues.addIssue({ code: 'custom', path: ['value'], message: M.value });
    if (content.contentType === 'IMAGE' && content.images.length === 0) issues.addIssue({ code: 'custom', path: ['images'], message: M.images });
  });

export const assignmentEntryInput = z.object({
  lessonId,
  lessonType: z.literal('ASSIGNMENT'),
  assignmentNumber: whole(M.assignmentNumber, 1, L.maxAssignmentNumber),
  content: assignmentContentInput,
});

export const lessonContentInput = z.discriminatedUnion('lessonType', [videoEntryInput, liveEntryInput, assignmentEntryInput], { error: M.lessonType });
export type LessonContentInput = z.input<typeof lessonContentInput>;
export type LessonContentValues = z.output<typeof lessonContentInput>;

/** PATCH batch/content/{id}: the batch's whole list of lesson contents, in order, and its id. */
export const batchContentInput = z.object({
  id: z.number().int().positive(),
  lessonContents: z.array(lessonContentInput).max(L.entries, M.tooMany),
});
export type BatchContentInput = z.input<typeof batchContentInput>;

/** POST batch: a new batch of the course starts now. */
export const startBatchInput = z.object({ courseId: z.number({ error: M.course }).int(M.course).positive(M.course) });

/** A row of the batch list. */
export const batchRow = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  status: z.enum(BATCH_STATUSES),
  noOfStudents: z.number().int(),
  /** ISO instant; shown as a local date. */
  startedAt: z.string(),
});
export type BatchRow = z.infer<typeof batchRow>;

/** A lesson content as stored: the input's fields, the live start in words, the images' signed links. */
export const lessonContent = z.discriminatedUnion('lessonType', [
  videoEntryInput.extend({ content: z.string() }),
  z.object({
    lessonId: z.number().int(),
    lessonType: z.literal('LIVE_SESSION'),
    content: liveContentInput.extend({ link: z.string(), startDate: z.string(), startDateText: z.string() }),
  }),
  z.object({
    lessonId: z.number().int(),
    lessonType: z.literal('ASSIGNMENT'),
    assignmentNumber: z.number().int(),
    content: z.object({
      contentType: z.enum(ASSIGNMENT_CONTENT_TYPES),
      value: z.string(),
      images: z.array(z.string()),
      /** Signed links to the images, in the order of `images`. */
      imageUrls: z.array(z.string()),
      type: z.array(z.enum(ASSIGNMENT_TYPES)),
    }),
  }),
]);
export type LessonContent = z.infer<typeof lessonContent>;

/** A lesson of the batch's course that an entry may name, with its type. */
export const courseLesson = z.object({ id: z.number().int(), name: z.string(), type: z.enum(FORM_LESSON_TYPES) });
export type CourseLesson = z.infer<typeof courseLesson>;

/** GET batch/{id}/get-content: the batch, its lesson contents in order, and the course's lessons to choose from. */
export const batchContent = batchRow.extend({
  lessonContents: z.array(lessonContent),
  courseLessons: z.array(courseLesson),
});
export type BatchContent = z.infer<typeof batchContent>;

/** The start of a live session in words ('11:00 AM UTC'), from its YYYY-MM-DDTHH:mm:ss. */
export function startDateTextOf(startDate: string): string {
  const [hours = 0, minutes = 0] = startDate.slice(11, 16).split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'} UTC`;
}
