import type { Generated, Selectable } from 'kysely';
import type { lessonsContract } from '@/shared/api/contract';

export interface LessonTable {
  id: Generated<number>;
  course_id: number;
  part_id: number | null;
  sub_part_id: number | null;
  group_number: number;
  position: number;
  name: string;
  title_ar: string;
  type: lessonsContract.LessonType;
  status: lessonsContract.LessonStatus;
  is_content_dynamic: 0 | 1;
  locked: 0 | 1;
  thumbnail_key: string | null;
  /** The video's playlist id, the live session's URL, or empty. */
  content: string;
  /** JSON of what only the lesson's type has (see mapping.ts). */
  details: string;
  created_at: string;
  updated_at: string;
}

export interface LessonAttributeTable {
  id: Generated<number>;
  lesson_id: number;
  position: number;
  title: string;
  appearance_mins: number;
  appearance_seconds: number;
  contains_user_input: 0 | 1;
  interaction_type: 'OPEN_ENDED' | 'OBJECTIVE';
  value: string;
  /** JSON list of questions with their options. */
  questions: string;
}

declare module '../../db/schema' {
  interface Database {
    lessons: LessonTable;
    lesson_attributes: LessonAttributeTable;
  }
}

export type LessonRowData = Selectable<LessonTable>;
export type AttributeRowData = Selectable<LessonAttributeTable>;
