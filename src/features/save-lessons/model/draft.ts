import type { lessonsContract } from '@/shared/api';

type Lesson = lessonsContract.Lesson;
export type FormLessonType = lessonsContract.FormLessonType;

/** A picture of an assignment: one already stored (path and link), or a file chosen to upload on Save. */
export interface ImageDraft {
  path: string | null;
  url: string | null;
  file: File | null;
}

export interface OptionDraft {
  optionText: string;
  isCorrect: boolean;
}

export interface QuestionDraft {
  questionText: string;
  options: OptionDraft[];
}

export interface AttributeDraft {
  title: string;
  appearanceTimeMins: number | null;
  appearanceTimeSeconds: number | null;
  containsUserInput: boolean | null;
  interactionType: lessonsContract.AttributeInput['interactionType'] | null;
  value: string;
  questions: QuestionDraft[];
}

/**
 * A lesson as the form holds it: every type's fields at once (a type change clears the others), with
 * the wire's field names so the contract's rules and the server's field problems land on them.
 */
export interface LessonDraft {
  id: number | null;
  status: lessonsContract.LessonStatus | null;
  type: FormLessonType | null;
  name: string;
  titleAr: string;
  isContentDynamic: 'true' | 'false' | null;
  thumbnailPath: string | null;
  thumbnailUrl: string | null;
  thumbnail: File | null;
  /** The playlist video's id, or the live session's URL; empty until chosen. */
  content: string;
  durationHrs: number | null;
  durationMins: number | null;
  linkType: (typeof lessonsContract.LINK_TYPES)[number] | null;
  durationInMinutes: number | null;
  startDateText: string;
  startDate: string | null;
  number: number | null;
  assignment: {
    contentType: (typeof lessonsContract.ASSIGNMENT_CONTENT_TYPES)[number] | null;
    value: string;
    images: ImageDraft[];
    type: (typeof lessonsContract.ASSIGNMENT_TYPES)[number][];
  };
  attributes: AttributeDraft[];
}

export interface LessonGroupDraft {
  lessons: LessonDraft[];
}

export interface LessonFormValues {
  lessonGroups: LessonGroupDraft[];
  /** The group of the one lesson edited on its own (a course or part lesson). */
  groupNumber: number | null;
}

export const emptyOption = (): OptionDraft => ({ optionText: '', isCorrect: false });
export const emptyQuestion = (): QuestionDraft => ({ questionText: '', options: [emptyOption(), emptyOption()] });

export const emptyAttribute = (): AttributeDraft => ({
  title: '',
  appearanceTimeMins: null,
  appearanceTimeSeconds: null,
  containsUserInput: null,
  interactionType: null,
  value: '',
  questions: [],
});

const emptyTypeFields = (): Pick<
  LessonDraft,
  'content' | 'durationHrs' | 'durationMins' | 'linkType' | 'durationInMinutes' | 'startDateText' | 'startDate' | 'number' | 'assignment'
> => ({
  content: '',
  durationHrs: null,
  durationMins: null,
  linkType: null,
  durationInMinutes: null,
  startDateText: '',
  startDate: null,
  number: null,
  assignment: { contentType: null, value: '', images: [], type: [] },
});

export const emptyLesson = (): LessonDraft => ({
  id: null,
  status: null,
  type: null,
  name: '',
  titleAr: '',
  isContentDynamic: null,
  thumbnailPath: null,
  thumbnailUrl: null,
  thumbnail: null,
  ...emptyTypeFields(),
  attributes: [],
});

/** What a lesson keeps when its type changes: everything but the old type's own fields. */
export const withType = (draft: LessonDraft, type: FormLessonType): LessonDraft => ({ ...draft, ...emptyTypeFields(), type });

export const emptyForm = (): LessonFormValues => ({ lessonGroups: [{ lessons: [emptyLesson()] }], groupNumber: null });

export function lessonToDraft(lesson: Lesson): LessonDraft {
  const base: LessonDraft = {
    ...emptyLesson(),
    id: lesson.id,
    status: lesson.status,
    name: lesson.name,
    titleAr: lesson.titleAr,
    isContentDynamic: lesson.isContentDynamic,
    thumbnailPath: lesson.thumbnailPath,
    thumbnailUrl: lesson.thumbnailUrl,
    attributes: lesson.attributes.map((attribute) => ({
      title: attribute.title,
      appearanceTimeMins: attribute.appearanceTimeMins,
      appearanceTimeSeconds: attribute.appearanceTimeSeconds,
      containsUserInput: attribute.containsUserInput,
      interactionType: attribute.interactionType,
      value: attribute.value,
      questions: attribute.questions.map((question) => ({ questionText: question.questionText, options: question.options.map((option) => ({ ...option })) })),
    })),
  };
  switch (lesson.type) {
    case 'VIDEO_LEC':
      return { ...base, type: 'VIDEO_LEC', content: lesson.content, durationHrs: lesson.durationHrs, durationMins: lesson.durationMins };
    case 'LIVE_SESSION':
      return {
        ...base,
        type: 'LIVE_SESSION',
        content: lesson.content,
        linkType: lesson.linkType,
        durationInMinutes: lesson.durationInMinutes,
        startDateText: lesson.startDateText,
        startDate: lesson.startDate,
      };
    case 'ASSIGNMENT':
      return {
        ...base,
        type: 'ASSIGNMENT',
        number: lesson.number,
        assignment: {
          contentType: lesson.assignment.contentType,
          value: lesson.assignment.value,
          type: [...lesson.assignment.type],
          images: lesson.assignment.images.map((path, index) => ({ path, url: lesson.assignment.imageUrls[index] ?? null, file: null })),
        },
      };
    case 'PRACTICE_ASSIGN':
      return base;
  }
}

/** Keys stored for the files a draft chose; absent until Save uploads them. */
export interface UploadedFiles {
  thumbnail?: string;
  images?: (string | undefined)[];
}

/** Placeholder standing in for a chosen file's key while the form checks itself (before any upload). */
export const PENDING_UPLOAD = 'pending-upload';

/** The wire lesson a draft becomes; chosen files count as `uploaded` says, or as pending. */
export function draftToInput(draft: LessonDraft, uploaded: UploadedFiles = {}): unknown {
  const thumbnailPath = draft.thumbnail ? (uploaded.thumbnail ?? PENDING_UPLOAD) : draft.thumbnailPath;
  const common = {
    ...(draft.id ? { id: draft.id } : {}),
    type: draft.type ?? undefined,
    name: draft.name,
    titleAr: draft.titleAr,
    isContentDynamic: draft.isContentDynamic ?? undefined,
    thumbnailPath,
    attributes: draft.attributes.map((attribute) => ({
      ...attribute,
      appearanceTimeMins: attribute.appearanceTimeMins ?? undefined,
      appearanceTimeSeconds: attribute.appearanceTimeSeconds ?? undefined,
      containsUserInput: attribute.containsUserInput ?? undefined,
      interactionType: attribute.interactionType ?? undefined,
    })),
  };
  const or = <T,>(value: T | null) => value ?? undefined;
  switch (draft.type) {
    case 'VIDEO_LEC':
      return { ...common, content: draft.content, durationHrs: or(draft.durationHrs), durationMins: or(draft.durationMins) };
    case 'LIVE_SESSION':
      return {
        ...common,
        content: draft.content,
        linkType: or(draft.linkType),
        durationInMinutes: or(draft.durationInMinutes),
        startDateText: draft.startDateText,
        startDate: or(draft.startDate),
      };
    case 'ASSIGNMENT':
      return {
        ...common,
        number: or(draft.number),
        assignment: {
          contentType: or(draft.assignment.contentType),
          value: draft.assignment.value,
          type: draft.assignment.type,
          images: draft.assignment.images.map((image, index) => (image.file ? (uploaded.images?.[index] ?? PENDING_UPLOAD) : image.path)),
        },
      };
    default:
      return common;
  }
}
