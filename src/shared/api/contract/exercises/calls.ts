import { z } from 'zod';
import { idParam, successReply } from '../common';
import { defineCall, type CallPermission } from '../define';
import { exercise, exerciseCreateInput } from './exercises';

const exercises = (bit: CallPermission['bit']): CallPermission => ({ point: 'EXERCISES', bit });

/** A save's answer: the spec's words and the exercise's id. */
export const exerciseSaveReply = successReply.extend({ id: z.number().int() });

/**
 * POST lesson-exercise: a new exercise (a PRACTICE_ASSIGN lesson) on the course, part or sub-part
 * named, after that place's last lesson group. The list is GET course-content/lesson/list with
 * taskType=PRACTICE_ASSIGN, and an update is PUT course-content/lesson/{id}?courseId (the lessons'
 * calls, which answer exercises with the EXERCISES bits).
 */
export const createExercise = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/lesson-exercise',
  summary: 'Add an exercise',
  access: exercises('add'),
  body: exerciseCreateInput,
  reply: exerciseSaveReply,
});

export const findExercise = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/lesson-exercise/:id',
  summary: 'One exercise with its items',
  access: exercises('view'),
  params: idParam,
  reply: exercise,
});

/** Publish or unpublish an exercise (the perform bit). */
export const changeExerciseStatus = defineCall({
  service: 'academy',
  method: 'PATCH',
  path: '/lesson-exercise/:id/status',
  summary: 'Publish or unpublish an exercise',
  access: exercises('perform'),
  params: idParam,
  body: z.object({ status: z.enum(['PUBLISH', 'UNPUBLISHED'], { error: 'Please choose PUBLISH or UNPUBLISHED' }) }),
  reply: successReply,
});

export const deleteExercise = defineCall({
  service: 'academy',
  method: 'DELETE',
  path: '/lesson-exercise/:id',
  summary: 'Remove an exercise',
  access: exercises('delete'),
  params: idParam,
  reply: successReply,
});
