import type { Db } from './database';
import type { ChapterStatus, ChapterTable } from './schema';

const DAY = 24 * 60 * 60 * 1000;

interface ChapterSeed {
  titleEn: string;
  titleAr: string;
  description: string;
  lessonCount: number;
  duration: number;
  locked: boolean;
  /** A title of the demo playlist (seed-data.ts). */
  videoTitle: string;
  arabicSignId?: number;
  type: ChapterTable['type'];
  status: ChapterStatus;
}

/** Tajweed Basics gets eight chapters (two pages of six), in every listed status. */
const TAJWEED_CHAPTERS: ChapterSeed[] = [
  {
    titleEn: 'Introduction to Tajweed',
    titleAr: 'مقدمة في التجويد',
    description: 'What tajweed is, why it matters, and how the course is organised.',
    lessonCount: 3,
    duration: 25,
    locked: false,
    videoTitle: 'Tajweed Basics: Introduction',
    type: 'DEFAULT',
    status: 'PUBLISH',
  },
  {
    titleEn: 'The Throat Letters',
    titleAr: 'حروف الحلق',
    description: 'The six letters pronounced from the throat and how to tell them apart.',
    lessonCount: 4,
    duration: 40,
    locked: false,
    videoTitle: 'Makharij: The Throat Letters',
    type: 'DEFAULT',
    status: 'PUBLISH',
  },
  {
    titleEn: 'The Tongue Letters',
    titleAr: 'حروف اللسان',
    description: 'Letters articulated with the tongue, from the deepest to the tip.',
    lessonCount: 5,
    duration: 45,
    locked: true,
    videoTitle: 'Makharij: The Tongue Letters',
    type: 'DEFAULT',
    status: 'PUBLISH',
  },
  {
    titleEn: 'Noon Sakinah and Tanween',
    titleAr: 'أحكام النون الساكنة والتنوين',
    description: 'Clear pronunciation, merging, conversion and hiding of a silent noon and tanween.',
    lessonCount: 6,
    duration: 55,
    locked: true,
    videoTitle: 'Rules of Noon Sakinah and Tanween',
    arabicSignId: 1,
    type: 'DEFAULT',
    status: 'UNPUBLISHED',
  },
  {
    titleEn: 'Meem Sakinah',
    titleAr: 'أحكام الميم الساكنة',
    description: 'The three rules of a silent meem: hiding, merging and clear pronunciation.',
    lessonCount: 3,
    duration: 30,
    locked: true,
    videoTitle: 'Rules of Meem Sakinah',
    type: 'DEFAULT',
    status: 'NEW',
  },
  {
    titleEn: 'The Natural Madd',
    titleAr: 'المد الطبيعي',
    description: 'Lengthening a vowel by two counts, and the letters that carry it.',
    lessonCount: 2,
    duration: 20,
    locked: true,
    videoTitle: 'The Natural Madd',
    type: 'DEFAULT',
    status: 'NEW',
  },
  {
    titleEn: 'Qalqalah',
    titleAr: 'القلقلة',
    description: 'The echoing sound of five letters when they carry a sukoon.',
    lessonCount: 2,
    duration: 15,
    locked: true,
    videoTitle: 'Qalqalah: The Echoing Letters',
    type: 'SHAPE',
    status: 'NEW',
  },
  {
    titleEn: 'Short Vowels',
    titleAr: 'الحركات القصيرة',
    description: 'Fathah, kasrah and dammah: their shapes and their sounds.',
    lessonCount: 3,
    duration: 20,
    locked: false,
    videoTitle: 'Short Vowels: Fathah, Kasrah, Dammah',
    arabicSignId: 4,
    type: 'SHAPE',
    status: 'NEW',
  },
];

/** The alphabet course has one published chapter and one that was deleted (never listed). */
const ALPHABET_CHAPTERS: ChapterSeed[] = [
  {
    titleEn: 'Letters Alif to Kha',
    titleAr: 'الحروف من الألف إلى الخاء',
    description: 'The first seven letters of the alphabet, alone and joined.',
    lessonCount: 7,
    duration: 35,
    locked: false,
    videoTitle: 'The Arabic Alphabet, Part 1',
    type: 'SHAPE',
    status: 'PUBLISH',
  },
  {
    titleEn: 'Letters Dal to Ya',
    titleAr: 'الحروف من الدال إلى الياء',
    description: 'The remaining letters of the alphabet, alone and joined.',
    lessonCount: 21,
    duration: 90,
    locked: true,
    videoTitle: 'The Arabic Alphabet, Part 2',
    type: 'SHAPE',
    status: 'DELETED',
  },
];

const SEEDED: { courseTitle: string; chapters: ChapterSeed[] }[] = [
  { courseTitle: 'Tajweed Basics', chapters: TAJWEED_CHAPTERS },
  { courseTitle: 'Learn the Arabic Alphabet', chapters: ALPHABET_CHAPTERS },
];

/** The demo chapters, on courses found by title (run after seedCourses). */
export async function seedChapters(db: Db, now: number): Promise<void> {
  for (const { courseTitle, chapters } of SEEDED) {
    const course = await db.selectFrom('courses').select('id').where('title', '=', courseTitle).executeTakeFirstOrThrow();
    await db
      .insertInto('chapters')
      .values(
        chapters.map((chapter, index) => {
          const at = new Date(now - (40 - index) * DAY).toISOString();
          return {
            course_id: course.id,
            title_ar: chapter.titleAr,
            title_en: chapter.titleEn,
            description: chapter.description,
            lesson_count: chapter.lessonCount,
            duration: chapter.duration,
            locked: chapter.locked ? 1 : 0,
            video_title: chapter.videoTitle,
            arabic_sign_id: chapter.arabicSignId ?? null,
            type: chapter.type,
            status: chapter.status,
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .execute();
  }
}
