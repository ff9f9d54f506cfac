import { z } from 'zod';
import { exercisesContract } from '@/shared/api/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { LessonRowData } from '../lessons/tables';

const { EXERCISE_MESSAGES: M, EXERCISE_CONTENTS, EXERCISE_TYPES } = exercisesContract;
type Values = exercisesContract.ExerciseValues;
type Item = exercisesContract.ExerciseItemValues;

/** An exercise's items live in the `details` JSON of its lesson row; a row written earlier reads defaults. */
const storedItem = z.object({
  type: z.enum(EXERCISE_CONTENTS).catch('NONE'),
  title: z.string().catch(''),
  description: z.string().catch(''),
  character: z.string().catch(''),
  images: z.array(z.string()).catch([]),
  audioLink: z.string().nullable().catch(null),
  exerciseTypes: z.array(z.enum(EXERCISE_TYPES)).catch([]),
  mcqText: z.object({ options: z.array(z.string()), correctOption: z.number().int() }).nullable().catch(null),
  mcqVoice: z.object({ options: z.array(z.string()), correctOption: z.number().int() }).nullable().catch(null),
  audioRecord: z.object({ link: z.string() }).nullable().catch(null),
});
const storedDetails = z.object({ content: z.array(storedItem).catch([]) });

export function itemsOf(row: Pick<LessonRowData, 'details'>): z.output<typeof storedItem>[] {
  try {
    return storedDetails.parse(JSON.parse(row.details)).content;
  } catch {
    return [];
  }
}

export const detailsOf = (values: Values) => JSON.stringify({ content: values.content });

/** Every audio key of the items, with the field its problem is reported under. */
function audioKeysOf(items: Item[]): { path: string; key: string }[] {
  return items.flatMap((item, index) => [
    ...(item.audioLink ? [{ path: `content.${index}.audioLink`, key: item.audioLink }] : []),
    ...(item.mcqVoice?.options ?? []).map((key, option) => ({ path: `content.${index}.mcqVoice.options.${option}`, key })),
    ...(item.audioRecord ? [{ path: `content.${index}.audioRecord.link`, key: item.audioRecord.link }] : []),
  ]);
}

function imageKeysOf(items: Item[]): { path: string; key: string }[] {
  return items.flatMap((item, index) => item.images.map((key, image) => ({ path: `content.${index}.images.${image}`, key })));
}

/** The keys a stored exercise already uses; they were checked when it was saved. */
function storedKeysOf(row: Pick<LessonRowData, 'details'> | undefined): Set<string> {
  if (!row) return new Set();
  return new Set(
    itemsOf(row).flatMap((item) => [
      ...item.images,
      ...(item.audioLink ? [item.audioLink] : []),
      ...(item.mcqVoice?.options ?? []),
      ...(item.audioRecord ? [item.audioRecord.link] : []),
    ]),
  );
}

/**
 * Every audio must be real stored audio: a course audio item, or an MP3 uploaded as AUDIO (a recording
 * made in the form); every picture a stored LESSON_IMAGE upload. Answers 400 with each field's problem.
 */
export async function checkExerciseFiles(db: Db, values: Values, stored?: Pick<LessonRowData, 'details'>): Promise<void> {
  const known = storedKeysOf(stored);
  const audio = audioKeysOf(values.content).filter((entry) => !known.has(entry.key));
  const images = imageKeysOf(values.content).filter((entry) => !known.has(entry.key));
  const problems: Record<string, string> = {};
  const keys = [...new Set([...audio, ...images].map((entry) => entry.key))];
  if (keys.length > 0) {
    const library = await db.selectFrom('course_audio').select('path').where('type', '=', 'AUDIO').where('path', 'in', keys).execute();
    const uploads = await db.selectFrom('uploads').select(['image_key', 'category', 'stored']).where('image_key', 'in', keys).execute();
    const inLibrary = new Set(library.map((item) => item.path));
    const uploadOf = new Map(uploads.map((upload) => [upload.image_key, upload]));
    const isUpload = (key: string, category: string) => uploadOf.get(key)?.stored === 1 && uploadOf.get(key)?.category === category;
    for (const { path, key } of audio) if (!inLibrary.has(key) && !isUpload(key, 'AUDIO')) problems[path] = M.audioNotStored;
    for (const { path, key } of images) if (!isUpload(key, 'LESSON_IMAGE')) problems[path] = M.imageNotUploaded;
  }
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
}

export interface Links {
  publicUrl(key: string): string;
}

/** A stored exercise row as GET lesson-exercise/{id} answers it. */
export function toExercise(row: LessonRowData, subPartName: string | null, links: Links): exercisesContract.Exercise {
  return {
    id: row.id,
    name: row.name,
    type: 'PRACTICE_ASSIGN',
    status: row.status,
    attributes: [],
    courseId: row.course_id,
    partId: row.part_id,
    subPartId: row.sub_part_id,
    subPart: row.sub_part_id === null ? null : { id: row.sub_part_id, content: subPartName ?? '' },
    groupNumber: row.group_number,
    content: itemsOf(row).map((item) => ({
      ...item,
      exerciseContent: item.type,
      imageUrls: item.images.map(links.publicUrl),
      audioLinkUrl: item.audioLink ? links.publicUrl(item.audioLink) : null,
      mcqVoice: item.mcqVoice && { ...item.mcqVoice, optionUrls: item.mcqVoice.options.map(links.publicUrl) },
      audioRecord: item.audioRecord && { link: item.audioRecord.link, url: links.publicUrl(item.audioRecord.link) },
    })),
  };
}
