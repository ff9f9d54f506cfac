import { exercisesContract } from '@/shared/api/contract';
import type { Db } from '../../db/database';
import { storeSeedFile } from '../../db/seed-files';
import { practiceSheetPng } from '../../db/seed-image';
import { voiceNoteMp3 } from '../../db/voice-mp3';
import type { Storage } from '../uploads/storage';
import { findScope, lessonsIn, type Scope } from '../lessons/store';
import { detailsOf } from './store';

type ItemInput = exercisesContract.ExerciseItemInput;
const ADMIN_ID = 1;

/** Two exercises for a place: a text question with a recording to repeat, then pictures and voices to choose from. */
function exercisesFor(topic: string, library: string[], voices: string[], sheet: string): exercisesContract.ExerciseValues[] {
  const audio = (index: number) => library[index % library.length]!;
  const textItem: ItemInput = {
    type: 'TEXT',
    title: `${topic}: which letter?`,
    description: 'Read the four letters aloud, then choose the one this lesson is about.',
    character: 'ع',
    exerciseTypes: ['MCQ_TEXT', 'AUDIO_RECORD'],
    mcqText: { options: ['ب', 'ع', 'م', 'ف'], correctOption: 1 },
    audioRecord: { link: voices[0]! },
  };
  const voiceItem: ItemInput = {
    type: 'NONE',
    title: 'Listen and choose',
    description: 'Which recording pronounces the letter correctly?',
    character: 'ح',
    audioLink: audio(0),
    exerciseTypes: ['MCQ_VOICE'],
    mcqVoice: { options: [audio(0), voices[1]!, audio(2), voices[2]!], correctOption: 1 },
  };
  return [
    exercisesContract.exerciseValues.parse({ name: `${topic}: practice`, content: [textItem, voiceItem] }),
    exercisesContract.exerciseValues.parse({
      name: `${topic}: look, listen and answer`,
      content: [
        {
          type: 'IMAGE',
          title: 'Name the letters on the sheet',
          description: 'Look at the practice sheet, then record yourself naming each letter.',
          images: [sheet],
          exerciseTypes: ['AUDIO_RECORD', 'MCQ_TEXT', 'MCQ_VOICE'],
          audioRecord: { link: audio(1) },
          mcqText: { options: ['Three', 'Six', '', ''], correctOption: 1 },
          mcqVoice: { options: [voices[0]!, audio(3), voices[1]!, audio(1)], correctOption: 0 },
        },
      ],
    }),
  ];
}

/**
 * Exercises in every place a seeded course holds lessons (each sub-part, each part without sub-parts,
 * or the course itself), after that place's lessons in its last group; their audio is the course audio
 * library's and voice notes stored as AUDIO uploads, their picture a stored LESSON_IMAGE.
 */
export async function seedExercises(db: Db, storage: Storage, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const library = (await db.selectFrom('course_audio').select('path').where('type', '=', 'AUDIO').orderBy('id').execute()).map((row) => row.path);
  const stored: string[] = [];
  for (const seed of [1, 2, 3]) {
    stored.push(
      await storeSeedFile(db, storage, { category: 'AUDIO', fileName: `exercise-voice-${seed}.mp3`, contentType: 'audio/mpeg', bytes: voiceNoteMp3(2 + seed, seed), uploadedBy: ADMIN_ID, at }),
    );
  }
  const sheet = await storeSeedFile(db, storage, { category: 'LESSON_IMAGE', fileName: 'practice-sheet.png', contentType: 'image/png', bytes: practiceSheetPng(), uploadedBy: ADMIN_ID, at });
  const audioLibrary = library.length > 0 ? library : stored;

  const courses = await db.selectFrom('courses').select(['id', 'title']).orderBy('id').execute();
  for (const course of courses) {
    const parts = await db.selectFrom('course_parts').select(['id', 'name']).where('course_id', '=', course.id).orderBy('position').execute();
    const places: { scope: Scope; topic: string }[] = [];
    if (parts.length === 0) places.push({ scope: await findScope(db, course.id), topic: course.title });
    for (const part of parts) {
      const subParts = await db.selectFrom('course_sub_parts').select(['id', 'name']).where('part_id', '=', part.id).orderBy('position').execute();
      if (subParts.length === 0) places.push({ scope: await findScope(db, course.id, part.id), topic: part.name });
      for (const subPart of subParts) places.push({ scope: await findScope(db, course.id, part.id, subPart.id), topic: subPart.name });
    }
    for (const { scope, topic } of places) {
      const last = await lessonsIn(db, scope).clearSelect().clearOrderBy().select((eb) => [eb.fn.max('group_number').as('group'), eb.fn.countAll().as('count')]).executeTakeFirst();
      const groupNumber = Number(last?.group ?? 0) || 1;
      let position = Number(last?.count ?? 0);
      for (const [index, values] of exercisesFor(topic, audioLibrary, stored, sheet).entries()) {
        await db
          .insertInto('lessons')
          .values({
            course_id: scope.courseId,
            part_id: scope.partId,
            sub_part_id: scope.subPartId,
            group_number: groupNumber,
            position: position++,
            name: values.name,
            title_ar: '',
            type: 'PRACTICE_ASSIGN',
            status: index === 0 ? 'PUBLISH' : 'NEW',
            is_content_dynamic: 0,
            locked: 0,
            thumbnail_key: null,
            content: '',
            details: detailsOf(values),
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
    }
  }
}
