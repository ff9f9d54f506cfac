import { z } from 'zod';
import { exercisesContract } from '@/shared/api';
import type { ExerciseFormValues, ItemDraft } from './draft';

const { EXERCISE_MESSAGES: M, EXERCISE_LIMITS: L, EXERCISE_CONTENTS, EXERCISE_TYPES } = exercisesContract;

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, M.tooLong);

/** What every item needs, field by field. */
const itemFields = z.object({
  type: z.enum(EXERCISE_CONTENTS, { error: M.content }),
  title: required(M.title, L.title),
  description: required(M.description, L.description),
  character: z.string().trim().max(L.character, M.tooLong),
  exerciseTypes: z.array(z.enum(EXERCISE_TYPES)).min(1, M.types).max(L.types, M.tooManyTypes),
  mcqText: z.object({ options: z.array(z.string().max(L.option, M.tooLong)) }),
});

/**
 * The form's own check before anything is uploaded: the spec's words under each field. The blocks of
 * the chosen types are checked even while other fields are still missing, so every message shows at once.
 */
const itemSchema = z.custom<ItemDraft>().superRefine((item, issues) => {
  const fields = itemFields.safeParse(item);
  if (!fields.success) for (const issue of fields.error.issues) issues.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  const has = (type: exercisesContract.ExerciseType) => item.exerciseTypes.includes(type);
  if (item.type === 'IMAGE' && item.images.length === 0) issues.addIssue({ code: 'custom', path: ['images'], message: M.images });
  if (has('MCQ_TEXT')) {
    const { options, correctOption } = item.mcqText;
    if (!options[0]?.trim()) issues.addIssue({ code: 'custom', path: ['mcqText', 'options', 0], message: M.firstOption });
    else if (correctOption === null) issues.addIssue({ code: 'custom', path: ['mcqText', 'correctOption'], message: M.correctOption });
    else if (!options[Number(correctOption)]?.trim()) issues.addIssue({ code: 'custom', path: ['mcqText', 'correctOption'], message: M.correctOptionEmpty });
  }
  if (has('MCQ_VOICE')) {
    item.mcqVoice.options.forEach((option, index) => {
      if (!option) issues.addIssue({ code: 'custom', path: ['mcqVoice', 'options', index], message: M.audio });
    });
    if (item.mcqVoice.correctOption === null) issues.addIssue({ code: 'custom', path: ['mcqVoice', 'correctOption'], message: M.correctOption });
  }
  if (has('AUDIO_RECORD') && !item.audioRecord) issues.addIssue({ code: 'custom', path: ['audioRecord'], message: M.audio });
});

const formChecks = z.object({
  name: z.string().trim().min(1, M.name).max(L.name, M.tooLong),
  content: z.array(itemSchema).min(1, M.noItems).max(L.items),
});

/** The checks above, each problem on the field of the same path; the values themselves stay as typed. */
export const exerciseFormSchema: z.ZodType<ExerciseFormValues, ExerciseFormValues> = z.custom<ExerciseFormValues>().superRefine((values, context) => {
  const result = formChecks.safeParse(values);
  if (result.success) return;
  for (const issue of result.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
