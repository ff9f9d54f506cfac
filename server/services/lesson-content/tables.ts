import type { Generated } from 'kysely';
import type { lessonContentContract } from '@/shared/api/contract';

export interface LessonContentTable {
  id: Generated<number>;
  lesson_id: number;
  title_en: string;
  title_ar: string;
  description: string;
  /** The MP3's key (an AUDIO upload), or null. */
  audio_key: string | null;
  status: lessonContentContract.LessonContentStatus;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    lesson_contents: LessonContentTable;
  }
}
