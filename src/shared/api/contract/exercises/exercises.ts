import { z } from 'zod';

/** What an exercise item shows the learner: a text, pictures, or nothing besides its title. */
export const EXERCISE_CONTENTS = ['TEXT', 'IMAGE', 'NONE'] as const;
export type ExerciseContent = (typeof EXERCISE_CONTENTS)[number];

/** How the learner answers an item; an item has up to three of them, each at most once. */
export const EXERCISE_TYPES = ['MCQ_TEXT', 'MCQ_VOICE', 'AUDIO_RECORD'] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];

export const EXERCISE_LIMITS = {
  name: 200,
  title: 200,
  description: 2000,
  character: 50,
  option: 500,
  /** Four option slots per multiple choice question (spec §9). */
  options: 4,
  /** At most three answer types per item (spec §4). */
  types: 3,
  images: 10,
  items: 30,
  key: 500,
  /** Exercise pictures may be 10 MB (spec §9). */
  imageBytes: 10 * 1024 * 1024,
  imageMegabytes: 10,
} as const;

/** The spec's words for the exercise form, word for word; the rest are ours where the spec has none. */
export const EXERCISE_MESSAGES = {
  content: 'Please select exercise content',
  title: 'Please enter the title',
  description: 'Please enter the description',
  firstOption: 'First option is required',
  audio: 'Please select an audio file',
  imageTooLarge: 'Image must be smaller than {{n}}MB!',
  // Not worded by the spec:
  name: 'Please enter the exercise name',
  fourOptions: 'A question has exactly four option slots.',
  types: 'Please select at least one exercise type',
  tooManyTypes: 'An item has at most three exercise types.',
  typeTwice: 'Each exercise type may be chosen once.',
  correctOption: 'Please select the correct option',
  correctOptionEmpty: 'The correct option must have text.',
  images: 'Please upload at least one image',
  noItems: 'Please add at least one exercise item',
  tooLong: 'This text is too long',
  notFound: 'This exercise does not exist.',
  notAnExercise: 'This lesson is not an exercise.',
  audioNotStored: 'This audio file is not in the course audio or was not uploaded.',
  imageNotUploaded: 'This image was not uploaded.',
  added: 'Record added successfully!',
  updated: 'Record updated successfully!',
  statusUpdated: 'Status updated successfully!',
  deleted: 'Record deleted successfully!',
  saveFailed: 'Something went wrong, please check all the fields',
} as const;

const M = EXERCISE_MESSAGES;
const L = EXERCISE_LIMITS;

/** The spec's size refusal with its number filled in: 'Image must be smaller than 10MB!'. */
export const imageTooLargeText = (megabytes: number = L.imageMegabytes) => M.imageTooLarge.replace('{{n}}', String(megabytes));

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, M.tooLong);
/** A storage key: of a course audio item or an AUDIO upload, or of a LESSON_IMAGE upload. */
const storedKey = (message: string) => z.string({ error: message }).trim().min(1, message).max(L.key, message);
const correctOption = z.number({ error: M.correctOption }).int(M.correctOption).min(0, M.correctOption).max(L.options - 1, M.correctOption);

/** A text question: four slots, the first one filled, the correct one among those filled. */
export const mcqTextInput = z
  .object({
    options: z.array(z.string({ error: M.firstOption }).trim().max(L.option, M.tooLong)).length(L.options, M.fourOptions),
    correctOption,
  })
  .superRefine((mcq, issues) => {
    if (mcq.options.length === L.options && !mcq.options[0]) issues.addIssue({ code: 'custom', path: ['options', 0], message: M.firstOption });
    else if (mcq.options.length === L.options && !mcq.options[mcq.correctOption]) {
      issues.addIssue({ code: 'custom', path: ['correctOption'], message: M.correctOptionEmpty });
    }
  });

/** A voice question: four recordings to choose from, and which is right. */
export const mcqVoiceInput = z.object({
  options: z.array(storedKey(M.audio)).length(L.options, M.fourOptions),
  correctOption,
});

/** The learner records an answer after listening to this one. */
export const audioRecordInput = z.object({ link: storedKey(M.audio) });

/**
 * One item of an exercise. `type` is the spec's exerciseContent (sent as type); `exerciseTypes` are
 * the ways of answering, and each one chosen carries its block (a block not chosen is dropped).
 */
export const exerciseItemInput = z
  .object({
    type: z.enum(EXERCISE_CONTENTS, { error: M.content }),
    title: text(M.title, L.title),
    description: text(M.description, L.description),
    character: z.string().trim().max(L.character, M.tooLong).default(''),
    /** Storage keys of LESSON_IMAGE uploads, for IMAGE content. */
    images: z.array(storedKey(M.images)).max(L.images).default([]),
    /** An audio the item plays to the learner, if any. */
    audioLink: storedKey(M.audio).nullish(),
    exerciseTypes: z.array(z.enum(EXERCISE_TYPES, { error: M.types }), { error: M.types }).min(1, M.types).max(L.types, M.tooManyTypes),
    mcqText: mcqTextInput.nullish(),
    mcqVoice: mcqVoiceInput.nullish(),
    audioRecord: audioRecordInput.nullish(),
  })
  .superRefine((item, issues) => {
    if (new Set(item.exerciseTypes).size !== item.exerciseTypes.length) issues.addIssue({ code: 'custom', path: ['exerciseTypes'], message: M.typeTwice });
    if (item.type === 'IMAGE' && item.images.length === 0) issues.addIssue({ code: 'custom', path: ['images'], message: M.images });
    if (item.exerciseTypes.includes('MCQ_TEXT') && !item.mcqText) issues.addIssue({ code: 'custom', path: ['mcqText', 'options', 0], message: M.firstOption });
    if (item.exerciseTypes.includes('MCQ_VOICE') && !item.mcqVoice) issues.addIssue({ code: 'custom', path: ['mcqVoice', 'options', 0], message: M.audio });
    if (item.exerciseTypes.includes('AUDIO_RECORD') && !item.audioRecord) issues.addIssue({ code: 'custom', path: ['audioRecord', 'link'], message: M.audio });
  })
  .transform((item) => ({
    ...item,
    images: item.type === 'IMAGE' ? item.images : [],
    audioLink: item.audioLink ?? null,
    mcqText: item.exerciseTypes.includes('MCQ_TEXT') ? (item.mcqText ?? null) : null,
    mcqVoice: item.exerciseTypes.includes('MCQ_VOICE') ? (item.mcqVoice ?? null) : null,
    audioRecord: item.exerciseTypes.includes('AUDIO_RECORD') ? (item.audioRecord ?? null) : null,
  }));
export type ExerciseItemInput = z.input<typeof exerciseItemInput>;
export type ExerciseItemValues = z.output<typeof exerciseItemInput>;

/** What a save of an exercise writes, wherever it hangs. */
export const exerciseValues = z.object({
  name: text(M.name, L.name),
  content: z.array(exerciseItemInput, { error: M.noItems }).min(1, M.noItems).max(L.items),
});
export type ExerciseValues = z.output<typeof exerciseValues>;

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

/** POST lesson-exercise: a new exercise on a course, one of its parts or one of its sub-parts. */
export const exerciseCreateInput = exerciseValues.extend({
  courseId: id('Please select a course'),
  partId: id('Please select a part').nullish(),
  subPartId: id('Please select a sub part').nullish(),
});
export type ExerciseCreateInput = z.input<typeof exerciseCreateInput>;

/**
 * The body of PUT course-content/lesson/{id}?courseId when the lesson is an exercise: the lesson
 * update's union tells it from the other lesson types by `type`.
 */
export const exerciseUpdateInput = exerciseValues.extend({ type: z.literal('PRACTICE_ASSIGN') });
export type ExerciseUpdateInput = z.input<typeof exerciseUpdateInput>;

/** An item as stored, with links to play and show its files. */
export const exerciseItem = z.object({
  type: z.enum(EXERCISE_CONTENTS),
  /** The spec's name for `type`. */
  exerciseContent: z.enum(EXERCISE_CONTENTS),
  title: z.string(),
  description: z.string(),
  character: z.string(),
  images: z.array(z.string()),
  imageUrls: z.array(z.string()),
  audioLink: z.string().nullable(),
  audioLinkUrl: z.string().nullable(),
  exerciseTypes: z.array(z.enum(EXERCISE_TYPES)),
  mcqText: z.object({ options: z.array(z.string()), correctOption: z.number().int() }).nullable(),
  mcqVoice: z.object({ options: z.array(z.string()), optionUrls: z.array(z.string()), correctOption: z.number().int() }).nullable(),
  audioRecord: z.object({ link: z.string(), url: z.string() }).nullable(),
});
export type ExerciseItem = z.infer<typeof exerciseItem>;

/** GET lesson-exercise/{id}: the spec's detail (id, name, type, attributes, courseId, partId, subPart, content). */
export const exercise = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.literal('PRACTICE_ASSIGN'),
  status: z.enum(['NEW', 'PUBLISH', 'UNPUBLISHED']),
  attributes: z.array(z.unknown()),
  courseId: z.number().int(),
  partId: z.number().int().nullable(),
  subPartId: z.number().int().nullable(),
  /** The sub-part it hangs on, by id and name. */
  subPart: z.object({ id: z.number().int(), content: z.string() }).nullable(),
  groupNumber: z.number().int(),
  content: z.array(exerciseItem),
});
export type Exercise = z.infer<typeof exercise>;
