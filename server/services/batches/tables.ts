import type { Generated } from 'kysely';
import type { batchesContract } from '@/shared/api/contract';

export interface BatchTable {
  id: Generated<number>;
  course_id: number;
  status: batchesContract.BatchStatus;
  no_of_students: number;
  started_at: string;
  updated_at: string;
}

export interface BatchLessonContentTable {
  id: Generated<number>;
  batch_id: number;
  lesson_id: number;
  lesson_type: 'VIDEO_LEC' | 'LIVE_SESSION' | 'ASSIGNMENT';
  /** JSON of the entry's own fields (see contents.ts). */
  content: string;
  position: number;
}

declare module '../../db/schema' {
  interface Database {
    batches: BatchTable;
    batch_lesson_contents: BatchLessonContentTable;
  }
}
