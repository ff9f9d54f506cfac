import { z } from 'zod';
import { batchesContract, lessonsContract } from '@/shared/api';

const { BATCH_MESSAGES: M, BATCH_LIMITS: L } = batchesContract;
type LessonType = lessonsContract.FormLessonType;
type LinkType = (typeof lessonsContract.LINK_TYPES)[number];
type AnswerType = (typeof lessonsContract.ASSIGNMENT_TYPES)[number];

/** An assignment image: stored (its key and signed link) or chosen and not uploaded yet (its file). */
export interface ImageDraft {
  key: string | null;
  url: string | null;
  file: File | null;
}

/**
 * One lesson content as the form holds it: every type's fields side by side, so changing the type
 * keeps what was typed for another; only the chosen type's fields are checked and sent.
 */
export interface EntryDraft {
  lessonId: number | null;
  lessonType: LessonType | null;
  videoTitle: string | null;
  durationHours: number | null;
  durationMinutes: number | null;
  link: string;
  linkType: LinkType | null;
  startDate: string | null;
  durationInMinutes: number | null;
  assignmentNumber: number | null;
  contentType: 'TEXT' | 'IMAGE' | null;
  value: string;
  images: ImageDraft[];
  type: AnswerType[];
}

export interface BatchContentFormValues {
  lessonContents: EntryDraft[];
}

export const emptyEntry = (): EntryDraft => ({
  lessonId: null,
  lessonType: null,
  videoTitle: null,
  durationHours: null,
  durationMinutes: null,
  link: '',
  linkType: null,
  startDate: null,
  durationInMinutes: null,
  assignmentNumber: null,
  contentType: null,
  value: '',
  images: [],
  type: [],
});

/** The form's values of a batch as loaded. */
export function toFormValues(contents: readonly batchesContract.LessonContent[]): BatchContentFormValues {
  return {
    lessonContents: contents.map((entry) => {
      const draft = { ...emptyEntry(), lessonId: entry.lessonId, lessonType: entry.lessonType };
      switch (entry.lessonType) {
        case 'VIDEO_LEC':
          return { ...draft, videoTitle: entry.content, durationHours: entry.durationHours, durationMinutes: entry.durationMinutes };
        case 'LIVE_SESSION':
          return { ...draft, link: entry.content.link, linkType: entry.content.linkType, startDate: entry.content.startDate, durationInMinutes: entry.content.durationInMinutes };
        case 'ASSIGNMENT':
          return {
            ...draft,
            assignmentNumber: entry.assignmentNumber,
            contentType: entry.content.contentType,
            value: entry.content.value,
            images: entry.content.images.map((key, index) => ({ key, url: entry.content.imageUrls[index] ?? null, file: null })),
            type: entry.content.type,
          };
      }
    }),
  };
}

/** The draft's fields under the names the wire gives them, for the schema's checks and the server's field messages. */
const WIRE_PATHS: Partial<Record<keyof EntryDraft, string>> = {
  videoTitle: 'content',
  link: 'content.link',
  linkType: 'content.linkType',
  startDate: 'content.startDate',
  durationInMinutes: 'content.durationInMinutes',
  contentType: 'content.contentType',
  value: 'content.value',
  images: 'content.images',
  type: 'content.type',
};
const DRAFT_FIELDS = new Map(Object.entries(WIRE_PATHS).map(([draft, wire]) => [wire, draft]));

/** The form field of a field path the server names (`lessonContents.2.content.images` → `lessonContents.2.images`). */
export function formFieldOf(path: string): string {
  const match = /^(lessonContents\.\d+)\.(.+)$/.exec(path);
  if (!match) return path;
  return `${match[1]}.${DRAFT_FIELDS.get(match[2]!) ?? match[2]}`;
}

/** An entry as the wire sends it, the images given as their stored keys. */
export function toEntryInput(draft: EntryDraft, imageKeys: readonly string[]): unknown {
  const base = { lessonId: draft.lessonId, lessonType: draft.lessonType };
  switch (draft.lessonType) {
    case 'VIDEO_LEC':
      return { ...base, content: draft.videoTitle ?? '', durationHours: draft.durationHours, durationMinutes: draft.durationMinutes };
    case 'LIVE_SESSION':
      return { ...base, content: { link: draft.link.trim(), linkType: draft.linkType, startDate: draft.startDate, durationInMinutes: draft.durationInMinutes } };
    case 'ASSIGNMENT':
      return {
        ...base,
        assignmentNumber: draft.assignmentNumber,
        content: {
          contentType: draft.contentType,
          value: draft.contentType === 'TEXT' ? draft.value : '',
          images: draft.contentType === 'IMAGE' ? imageKeys : [],
          type: draft.type,
        },
      };
    default:
      return base;
  }
}

/** A placeholder key for an image not uploaded yet, so the wire schema can check the rest before any upload. */
const PENDING_IMAGE = 'pending-upload';

/**
 * The form's checks: each entry as the wire schema checks it (the spec's messages), reported at the
 * draft's own fields; images are checked for size and dimensions when chosen.
 */
export const batchContentFormSchema = z.object({
  lessonContents: z.array(
    z.custom<EntryDraft>().superRefine((draft, issues) => {
      const seen = new Set<string>();
      const report = (path: string, message: string) => {
        if (seen.has(path)) return;
        seen.add(path);
        issues.addIssue({ code: 'custom', path: path.split('.'), message });
      };
      if (draft.lessonId === null) report('lessonId', M.lesson);
      // Without a type there is nothing more to check: which fields apply depends on it.
      if (draft.lessonType === null) return report('lessonType', M.lessonType);
      const keys = draft.images.map((image) => image.key ?? PENDING_IMAGE);
      const parsed = batchesContract.lessonContentInput.safeParse(toEntryInput(draft, keys));
      for (const issue of parsed.error?.issues ?? []) {
        report(formFieldOf(`lessonContents.0.${issue.path.join('.')}`).slice('lessonContents.0.'.length), issue.message);
      }
    }),
  ).max(L.entries, M.tooMany),
});
