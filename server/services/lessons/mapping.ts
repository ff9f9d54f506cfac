import { z } from 'zod';
import { lessonsContract } from '@/shared/api/contract';
import type { AttributeRowData, LessonRowData } from './tables';

type Lesson = lessonsContract.Lesson;
type LessonValues = lessonsContract.LessonValues;

const { LINK_TYPES, ASSIGNMENT_CONTENT_TYPES, ASSIGNMENT_TYPES } = lessonsContract;

/** What `details` holds per type; a row written before a field existed reads its default. */
const videoDetails = z.object({ durationHrs: z.number().catch(0), durationMins: z.number().catch(0) });
const liveDetails = z.object({
  linkType: z.enum(LINK_TYPES).catch('INACTIVE'),
  durationInMinutes: z.number().catch(0),
  startDateText: z.string().catch(''),
  startDate: z.string().catch(''),
});
const assignmentDetails = z.object({
  number: z.number().catch(1),
  assignment: z
    .object({
      contentType: z.enum(ASSIGNMENT_CONTENT_TYPES).catch('TEXT'),
      value: z.string().catch(''),
      images: z.array(z.string()).catch([]),
      type: z.array(z.enum(ASSIGNMENT_TYPES)).catch([]),
    })
    .catch({ contentType: 'TEXT', value: '', images: [], type: [] }),
});
const questions = z
  .array(z.object({ questionText: z.string(), options: z.array(z.object({ optionText: z.string(), isCorrect: z.boolean() })) }))
  .catch([]);

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return {};
  }
}

/** The columns a lesson of the form sets, its place and status aside. */
export function lessonColumns(values: LessonValues) {
  const common = {
    name: values.name,
    title_ar: values.titleAr,
    type: values.type,
    is_content_dynamic: values.isContentDynamic === 'true' ? (1 as const) : (0 as const),
    thumbnail_key: values.thumbnailPath ?? null,
  };
  switch (values.type) {
    case 'VIDEO_LEC':
      return { ...common, content: values.content, details: JSON.stringify({ durationHrs: values.durationHrs, durationMins: values.durationMins }) };
    case 'LIVE_SESSION': {
      const { linkType, durationInMinutes, startDateText, startDate } = values;
      return { ...common, content: values.content, details: JSON.stringify({ linkType, durationInMinutes, startDateText, startDate }) };
    }
    case 'ASSIGNMENT':
      return { ...common, content: '', details: JSON.stringify({ number: values.number, assignment: values.assignment }) };
  }
}

export function attributeColumns(attribute: z.output<typeof lessonsContract.attributeInput>, lessonId: number, position: number) {
  return {
    lesson_id: lessonId,
    position,
    title: attribute.title,
    appearance_mins: attribute.appearanceTimeMins,
    appearance_seconds: attribute.appearanceTimeSeconds,
    contains_user_input: attribute.containsUserInput ? (1 as const) : (0 as const),
    interaction_type: attribute.interactionType,
    value: attribute.value,
    // An open-ended attribute keeps no options, whatever was sent.
    questions: JSON.stringify(attribute.interactionType === 'OBJECTIVE' ? attribute.questions : []),
  };
}

export function toAttribute(row: AttributeRowData): lessonsContract.LessonAttribute {
  return {
    id: row.id,
    title: row.title,
    appearanceTime: `${row.appearance_mins}m ${row.appearance_seconds}s`,
    appearanceTimeMins: row.appearance_mins,
    appearanceTimeSeconds: row.appearance_seconds,
    containsUserInput: row.contains_user_input === 1,
    interactionType: row.interaction_type,
    value: row.value,
    questions: questions.parse(parseJson(row.questions)),
  };
}

export interface LessonExtras {
  attributes: AttributeRowData[];
  videoTitle: string | null;
  hasExercise: boolean;
  /** A link to a stored file: public for thumbnails, signed for the private assignment images. */
  publicUrl(key: string): string;
  signedUrl(key: string): string;
}

export function toLesson(row: LessonRowData, extras: LessonExtras): Lesson {
  const base = {
    id: row.id,
    courseId: row.course_id,
    partId: row.part_id,
    subPartId: row.sub_part_id,
    sectionId: row.sub_part_id ?? row.part_id,
    groupNumber: row.group_number,
    position: row.position,
    name: row.name,
    titleAr: row.title_ar,
    title: { en: row.name, ar: row.title_ar },
    status: row.status,
    isContentDynamic: row.is_content_dynamic === 1 ? ('true' as const) : ('false' as const),
    thumbnailPath: row.thumbnail_key,
    thumbnailUrl: row.thumbnail_key ? extras.publicUrl(row.thumbnail_key) : null,
    attributes: extras.attributes.map(toAttribute),
    hasExercise: extras.hasExercise,
    locked: row.locked === 1,
    content: row.content,
  };
  const details = parseJson(row.details);
  switch (row.type) {
    case 'VIDEO_LEC': {
      const video = videoDetails.parse(details);
      return { ...base, type: 'VIDEO_LEC', ...video, videoTitle: extras.videoTitle ?? '', duration: `${video.durationHrs}h ${video.durationMins}m` };
    }
    case 'LIVE_SESSION':
      return { ...base, type: 'LIVE_SESSION', ...liveDetails.parse(details) };
    case 'ASSIGNMENT': {
      const { number, assignment } = assignmentDetails.parse(details);
      return { ...base, type: 'ASSIGNMENT', number, assignment: { ...assignment, imageUrls: assignment.images.map(extras.signedUrl) } };
    }
    case 'PRACTICE_ASSIGN':
      return { ...base, type: 'PRACTICE_ASSIGN' };
  }
}

/** The storage keys a lesson refers to, with the upload category each must have. */
export function keysOf(values: LessonValues): { field: string; key: string; category: 'LESSON_IMAGE' | 'LESSON_IMAGE_PRIVATE' }[] {
  const thumbnail = values.thumbnailPath ? [{ field: 'thumbnailPath', key: values.thumbnailPath, category: 'LESSON_IMAGE' as const }] : [];
  if (values.type !== 'ASSIGNMENT') return thumbnail;
  return [
    ...thumbnail,
    ...values.assignment.images.map((key, index) => ({ field: `assignment.images.${index}`, key, category: 'LESSON_IMAGE_PRIVATE' as const })),
  ];
}

/** The storage keys a stored lesson already uses; they were checked when it was saved. */
export function storedKeysOf(row: LessonRowData): string[] {
  const details = parseJson(row.details);
  const images = row.type === 'ASSIGNMENT' ? assignmentDetails.parse(details).assignment.images : [];
  return [row.thumbnail_key, ...images].filter((key): key is string => !!key);
}
