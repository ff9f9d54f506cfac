import type { Db } from '../../db/database';
import { storeSeedFile } from '../../db/seed-files';
import { voiceNoteMp3 } from '../../db/voice-mp3';
import type { Storage } from '../uploads/storage';
import './tables';

const MINUTE = 60 * 1000;
const ADMIN_ID = 1;

/** Short theory texts about recitation, used in turn. */
const TOPICS = [
  { en: 'Points of articulation', ar: 'مخارج الحروف', description: 'An overview of the five areas where the letters are articulated.' },
  { en: 'Heavy and light letters', ar: 'التفخيم والترقيق', description: 'The seven letters that are always heavy, and the letters that change with their vowels.' },
  { en: 'The throat letters', ar: 'حروف الحلق', description: 'Where the six throat letters are pronounced, from the deepest to the nearest.' },
  { en: 'Rules of noon sakinah', ar: 'أحكام النون الساكنة', description: 'Clear pronunciation, merging, changing and hiding: the four rules and their letters.' },
  { en: 'The natural prolongation', ar: 'المد الطبيعي', description: 'Two counts for the vowel letters when no hamzah or sukoon follows them.' },
] as const;

/** The first dynamic lesson of a course shows every status; the others a published and a new one. */
const FIRST_STATUSES = ['NEW', 'PUBLISH', 'UNPUBLISHED'] as const;
const OTHER_STATUSES = ['PUBLISH', 'NEW'] as const;

/**
 * Theory for the dynamic-content lessons of every seeded course, each with an audible MP3 (one file per
 * course, shared by its rows). Made from the lessons that exist when it runs, after the lessons seed.
 */
export async function seedLessonContents(db: Db, storage: Storage, now: number): Promise<void> {
  const lessons = await db
    .selectFrom('lessons')
    .select(['id', 'course_id'])
    .where('is_content_dynamic', '=', 1)
    .where('type', '!=', 'PRACTICE_ASSIGN')
    .orderBy('course_id')
    .orderBy('part_id')
    .orderBy('sub_part_id')
    .orderBy('group_number')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const audioOfCourse = new Map<number, string>();
  const seen = new Set<number>();
  let topic = 0;
  for (const lesson of lessons) {
    const at = new Date(now - (lessons.length - topic) * MINUTE).toISOString();
    let audio = audioOfCourse.get(lesson.course_id);
    if (audio === undefined) {
      audio = await storeSeedFile(db, storage, {
        category: 'AUDIO',
        fileName: `theory-${lesson.course_id}.mp3`,
        contentType: 'audio/mpeg',
        bytes: voiceNoteMp3(4, lesson.course_id),
        uploadedBy: ADMIN_ID,
        at,
      });
      audioOfCourse.set(lesson.course_id, audio);
    }
    const statuses = seen.has(lesson.course_id) ? OTHER_STATUSES : FIRST_STATUSES;
    seen.add(lesson.course_id);
    await db
      .insertInto('lesson_contents')
      .values(
        statuses.map((status) => {
          const text = TOPICS[topic++ % TOPICS.length]!;
          return { lesson_id: lesson.id, title_en: text.en, title_ar: text.ar, description: text.description, audio_key: audio, status, created_at: at, updated_at: at };
        }),
      )
      .execute();
  }
}
