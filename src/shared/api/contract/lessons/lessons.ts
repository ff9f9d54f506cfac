import { z } from 'zod';
import { exerciseUpdateInput } from '../exercises/exercises';

/** PRACTICE_ASSIGN lessons are the exercises; the lesson form writes the other three. */
export const LESSON_TYPES = ['VIDEO_LEC', 'LIVE_SESSION', 'ASSIGNMENT', 'PRACTICE_ASSIGN'] as const;
export const FORM_LESSON_TYPES = ['VIDEO_LEC', 'LIVE_SESSION', 'ASSIGNMENT'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];
export type FormLessonType = (typeof FORM_LESSON_TYPES)[number];

/** A new lesson is NEW; publishing and unpublishing move it between PUBLISH and UNPUBLISHED. */
export const LESSON_STATUSES = ['NEW', 'PUBLISH', 'UNPUBLISHED'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];
export const LESSON_STATUS_CHANGES = ['PUBLISH', 'UNPUBLISHED'] as const;

export const LINK_TYPES = ['INACTIVE', 'PENDING', 'LIVE', 'RECORDING'] as const;
export const ASSIGNMENT_CONTENT_TYPES = ['TEXT', 'IMAGE'] as const;
export const ASSIGNMENT_TYPES = ['TEXT', 'AUDIO', 'IMAGE'] as const;
export const INTERACTION_TYPES = ['OPEN_ENDED', 'OBJECTIVE'] as const;

export const LESSON_LIMITS = {
  name: 200,
  titleAr: 200,
  url: 500,
  startDateText: 50,
  assignmentText: 5000,
  assignmentImages: 10,
  attributeTitle: 200,
  question: 500,
  option: 500,
  options: 10,
  questions: 20,
  attributes: 50,
  lessons: 200,
  groups: 50,
  maxHours: 99,
  maxMinutes: 59,
  maxSeconds: 59,
  maxLiveMinutes: 1440,
  maxAssignmentNumber: 10_000,
  /** Lesson thumbnails; assignment images may be 10 MB (the upload category's own limit). */
  lessonImageBytes: 1024 * 1024,
  assignmentImageBytes: 10 * 1024 * 1024,
} as const;

/** The spec's words for the lesson form, word for word; the rest are ours where the spec has none. */
export const LESSON_MESSAGES = {
  videoTitle: 'Please select Video Title',
  durationHrs: 'Please enter total duration hours',
  durationMins: 'Please enter total duration minutes',
  liveUrl: 'Please enter live session URL',
  linkType: 'Please select link type',
  liveDuration: 'Please enter duration',
  startDateText: 'Please enter session start date',
  startDate: 'Please select session start date',
  assignmentNumber: 'Please enter assignment number',
  assignmentContent: 'Please select assignment content',
  assignmentTypes: 'Please select at least one assignment type',
  assignmentText: 'Please enter assignment text',
  attributeTitle: 'Please enter attribute title',
  interactionType: 'Please select interaction type',
  questionAnswerType: 'Please select question answer type',
  question: 'Please enter question',
  questionText: 'Please enter question text',
  optionText: 'Option text is required',
  saveFailed: 'Something went wrong, please check all the fields',
  added: 'Record added successfully!',
  updated: 'Record updated successfully!',
  statusUpdated: 'Status updated successfully!',
  uploadFailed: 'File upload failed. Please try again.',
  // Not worded by the spec:
  course: 'Please select a course',
  part: 'Please select a part',
  subPart: 'Please select a sub part',
  name: 'Please enter lesson name',
  titleAr: 'Please enter lesson Arabic title',
  dynamicContent: 'Please select dynamic content',
  lessonType: 'Please select lesson type',
  appearanceMins: 'Please enter appearance minutes',
  appearanceSeconds: 'Please enter appearance seconds',
  assignmentImages: 'Please upload at least one assignment image',
  objectiveQuestions: 'Please add at least one question',
  tooLong: 'This text is too long',
  noLessons: 'Please add at least one lesson',
  notFound: 'This lesson does not exist.',
  courseNotFound: 'This course does not exist.',
  partNotFound: 'This part does not belong to the course.',
  subPartNotFound: 'This sub part does not belong to the course.',
  partRequired: 'This course has parts: please choose one.',
  subPartRequired: 'This course has sub parts: please choose one.',
  noParts: 'This course has no parts.',
  basicNoAttributes: 'Lessons of a BASIC course have no attributes.',
  unknownVideo: 'This video is not in the playlist.',
  imageNotUploaded: 'This image was not uploaded.',
  notInScope: 'This lesson is not one of the sub part’s lessons.',
  exerciseNotHere: 'Exercises are saved from the exercise screens.',
  imageTooLarge: 'Image must be smaller than 1MB!',
  assignmentImageTooLarge: 'Image must be smaller than 10MB!',
  imageWidth: 'Image width must be greater than 50px and less than 1500px',
  imageHeight: 'Image height must be greater than 20px and less than 1200px',
  statusChoice: 'Please choose PUBLISH or UNPUBLISHED',
  deleted: 'Record deleted successfully!',
} as const;

const M = LESSON_MESSAGES;

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, M.tooLong);
const whole = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** YYYY-MM-DDTHH:mm:ss, the live session's start in the course's time. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

export const optionInput = z.object({
  optionText: text(M.optionText, LESSON_LIMITS.option),
  isCorrect: z.boolean().default(false),
});

export const questionInput = z.object({
  questionText: z.string({ error: M.questionText }).trim().min(1, M.questionText).max(LESSON_LIMITS.question, M.questionText),
  options: z.array(optionInput).max(LESSON_LIMITS.options).default([]),
});

/**
 * A lesson attribute (courses other than BASIC): a prompt appearing at minutes:seconds of the lesson.
 * An OPEN_ENDED one asks its question (`value`); an OBJECTIVE one also holds questions with options.
 */
export const attributeInput = z
  .object({
    id: z.number().int().positive().optional(),
    title: text(M.attributeTitle, LESSON_LIMITS.attributeTitle),
    appearanceTimeMins: whole(M.appearanceMins, 0, 99),
    appearanceTimeSeconds: whole(M.appearanceSeconds, 0, LESSON_LIMITS.maxSeconds),
    /** false: a question only; true: a question the learner answers. */
    containsUserInput: z.boolean({ error: M.questionAnswerType }),
    interactionType: z.enum(INTERACTION_TYPES, { error: M.interactionType }),
    /** The question, open-ended or introducing the objective ones. */
    value: z.string({ error: M.question }).trim().min(1, M.question).max(LESSON_LIMITS.question, M.questionText),
    questions: z.array(questionInput).max(LESSON_LIMITS.questions).default([]),
  })
  .superRefine((attribute, issues) => {
    if (attribute.interactionType === 'OBJECTIVE' && attribute.questions.length === 0) {
      issues.addIssue({ code: 'custom', path: ['questions'], message: M.objectiveQuestions });
    }
  });
export type AttributeInput = z.input<typeof attributeInput>;

export const attribute = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 'Xm Ys'. */
  appearanceTime: z.string(),
  appearanceTimeMins: z.number().int(),
  appearanceTimeSeconds: z.number().int(),
  containsUserInput: z.boolean(),
  interactionType: z.enum(INTERACTION_TYPES),
  value: z.string(),
  questions: z.array(z.object({ questionText: z.string(), options: z.array(z.object({ optionText: z.string(), isCorrect: z.boolean() })) })),
});
export type LessonAttribute = z.infer<typeof attribute>;

/** The assignment's content: a text or images for the learner, and what the learner may answer with. */
export const assignmentContent = z
  .object({
    contentType: z.enum(ASSIGNMENT_CONTENT_TYPES, { error: M.assignmentContent }),
    value: z.string().trim().max(LESSON_LIMITS.assignmentText, M.tooLong).default(''),
    /** Storage keys of LESSON_IMAGE_PRIVATE uploads. */
    images: z.array(z.string().min(1).max(500)).max(LESSON_LIMITS.assignmentImages).default([]),
    type: z.array(z.enum(ASSIGNMENT_TYPES), { error: M.assignmentTypes }).min(1, M.assignmentTypes).max(3, M.assignmentTypes),
  })
  .superRefine((content, issues) => {
    if (content.contentType === 'TEXT' && !content.value) issues.addIssue({ code: 'custom', path: ['value'], message: M.assignmentText });
    if (content.contentType === 'IMAGE' && content.images.length === 0) {
      issues.addIssue({ code: 'custom', path: ['images'], message: M.assignmentImages });
    }
  });

/** What every lesson of the form has, whatever its type. */
const lessonBase = {
  /** Present for a lesson already saved. */
  id: z.number().int().positive().optional(),
  name: text(M.name, LESSON_LIMITS.name),
  titleAr: text(M.titleAr, LESSON_LIMITS.titleAr),
  isContentDynamic: z.enum(['true', 'false'], { error: M.dynamicContent }),
  /** Storage key of a LESSON_IMAGE upload. */
  thumbnailPath: z.string().min(1).max(500).nullish(),
  attributes: z.array(attributeInput).max(LESSON_LIMITS.attributes).default([]),
};

export const videoLessonInput = z.object({
  ...lessonBase,
  type: z.literal('VIDEO_LEC'),
  /** The playlist video's id (its title key). */
  content: text(M.videoTitle, 200),
  durationHrs: whole(M.durationHrs, 0, LESSON_LIMITS.maxHours),
  durationMins: whole(M.durationMins, 0, LESSON_LIMITS.maxMinutes),
});

export const liveLessonInput = z.object({
  ...lessonBase,
  type: z.literal('LIVE_SESSION'),
  content: z.url({ error: M.liveUrl, protocol: /^https?$/ }).max(LESSON_LIMITS.url, M.tooLong),
  linkType: z.enum(LINK_TYPES, { error: M.linkType }),
  durationInMinutes: whole(M.liveDuration, 1, LESSON_LIMITS.maxLiveMinutes),
  startDateText: text(M.startDateText, LESSON_LIMITS.startDateText),
  startDate: z.string({ error: M.startDate }).regex(LOCAL_DATE_TIME, M.startDate),
});

export const assignmentLessonInput = z.object({
  ...lessonBase,
  type: z.literal('ASSIGNMENT'),
  number: whole(M.assignmentNumber, 1, LESSON_LIMITS.maxAssignmentNumber),
  assignment: assignmentContent,
});

export const lessonInput = z.discriminatedUnion('type', [videoLessonInput, liveLessonInput, assignmentLessonInput], {
  error: M.lessonType,
});
export type LessonInput = z.input<typeof lessonInput>;
export type LessonValues = z.output<typeof lessonInput>;

export const lessonGroupInput = z.object({
  lessons: z.array(lessonInput).min(1, M.noLessons).max(LESSON_LIMITS.lessons),
});

/** The groups of lessons a save sends, in their order; a lesson's group number is its group's place. */
export const lessonGroupsInput = z.object({
  lessonGroups: z.array(lessonGroupInput).min(1, M.noLessons).max(LESSON_LIMITS.groups),
});
export type LessonGroupsInput = z.input<typeof lessonGroupsInput>;

/** POST course-content: new lesson groups of a course, or of one of its parts. */
export const courseContentInput = lessonGroupsInput.extend({
  courseId: z.number({ error: M.course }).int(M.course).positive(M.course),
  partId: z.number({ error: M.part }).int(M.part).positive(M.part).nullish(),
});
export type CourseContentInput = z.input<typeof courseContentInput>;

/**
 * PUT course-content/lesson/{id}: one lesson, and the group it belongs to. An exercise (PRACTICE_ASSIGN)
 * is updated by the same call with its own body; it keeps its group.
 */
export const lessonUpdateInput = z.intersection(
  z.discriminatedUnion('type', [videoLessonInput, liveLessonInput, assignmentLessonInput, exerciseUpdateInput], { error: M.lessonType }),
  z.object({ groupNumber: z.number().int().min(1).max(LESSON_LIMITS.groups).default(1) }),
);

const recordBase = {
  id: z.number().int(),
  courseId: z.number().int(),
  partId: z.number().int().nullable(),
  subPartId: z.number().int().nullable(),
  /** Where the lesson hangs: its sub-part, else its part, else null (the course itself). */
  sectionId: z.number().int().nullable(),
  groupNumber: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  titleAr: z.string(),
  title: z.object({ en: z.string(), ar: z.string() }),
  status: z.enum(LESSON_STATUSES),
  isContentDynamic: z.enum(['true', 'false']),
  thumbnailPath: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  attributes: z.array(attribute),
  hasExercise: z.boolean(),
  locked: z.boolean(),
};

export const lesson = z.discriminatedUnion('type', [
  z.object({
    ...recordBase,
    type: z.literal('VIDEO_LEC'),
    content: z.string(),
    /** The title of the chosen playlist video. */
    videoTitle: z.string(),
    durationHrs: z.number().int(),
    durationMins: z.number().int(),
    /** 'Xh Ym'. */
    duration: z.string(),
  }),
  z.object({
    ...recordBase,
    type: z.literal('LIVE_SESSION'),
    content: z.string(),
    linkType: z.enum(LINK_TYPES),
    durationInMinutes: z.number().int(),
    startDateText: z.string(),
    startDate: z.string(),
  }),
  z.object({
    ...recordBase,
    type: z.literal('ASSIGNMENT'),
    content: z.string(),
    number: z.number().int(),
    assignment: z.object({
      contentType: z.enum(ASSIGNMENT_CONTENT_TYPES),
      value: z.string(),
      images: z.array(z.string()),
      /** Signed links to the images, in the order of `images`. */
      imageUrls: z.array(z.string()),
      type: z.array(z.enum(ASSIGNMENT_TYPES)),
    }),
  }),
  z.object({ ...recordBase, type: z.literal('PRACTICE_ASSIGN'), content: z.string() }),
]);
export type Lesson = z.infer<typeof lesson>;

/** A row of the lesson list. */
export const lessonRow = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  partId: z.number().int().nullable(),
  subPartId: z.number().int().nullable(),
  /** The spec's list rows name a chapter; lessons of this panel hang off parts instead, so it is always null. */
  chapterId: z.number().int().nullable(),
  groupNumber: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  title: z.object({ en: z.string(), ar: z.string() }),
  type: z.enum(LESSON_TYPES),
  status: z.enum(LESSON_STATUSES),
  videoTitle: z.string().nullable(),
  /** Whether the lesson's content is written as theory at /lessoncontent. */
  isContentDynamic: z.enum(['true', 'false']),
  hasExercise: z.boolean(),
  locked: z.boolean(),
  attributeCount: z.number().int(),
});
export type LessonRow = z.infer<typeof lessonRow>;

/** A lesson as the list shows it. */
export const lessonRowOf = (lesson: Lesson): LessonRow => ({
    id: lesson.id,
    courseId: lesson.courseId,
    partId: lesson.partId,
    subPartId: lesson.subPartId,
    chapterId: null,
    groupNumber: lesson.groupNumber,
    position: lesson.position,
    name: lesson.name,
    title: lesson.title,
    type: lesson.type,
    status: lesson.status,
    videoTitle: lesson.type === 'VIDEO_LEC' ? lesson.videoTitle : null,
    isContentDynamic: lesson.isContentDynamic,
    hasExercise: lesson.hasExercise,
    locked: lesson.locked,
    attributeCount: lesson.attributes.length,
});

/** A lesson group as a sub-part holds it. */
export const lessonGroup = z.object({ groupNumber: z.number().int(), lessons: z.array(lesson) });
export type LessonGroup = z.infer<typeof lessonGroup>;

export const subPart = z.object({
  id: z.number().int(),
  partId: z.number().int(),
  name: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  thumbnail: z.string().nullable(),
  lessonGroup: z.array(lessonGroup),
});
export type SubPart = z.infer<typeof subPart>;

export const nameSummary = z.object({ id: z.number().int(), name: z.string() });
export type NameSummary = z.infer<typeof nameSummary>;
