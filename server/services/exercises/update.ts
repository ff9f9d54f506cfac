import { exercisesContract } from '@/shared/api/contract';
import type { Db } from '../../db/database';
import type { LessonRowData } from '../lessons/tables';
import { checkExerciseFiles, detailsOf } from './store';

/**
 * The exercise side of PUT course-content/lesson/{id}: the name and items are checked against what
 * is stored and written over the row's; the exercise keeps its place and group.
 */
export async function updateExercise(db: Db, row: LessonRowData, values: exercisesContract.ExerciseValues, now: string): Promise<void> {
  await checkExerciseFiles(db, values, row);
  await db.updateTable('lessons').set({ name: values.name, details: detailsOf(values), updated_at: now }).where('id', '=', row.id).execute();
}
