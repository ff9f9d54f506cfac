import { exercisesContract } from '@/shared/api';

type ExerciseType = exercisesContract.ExerciseType;

/** An audio of an item: its storage key, and what plays it (a stored file's link, or the take just recorded). */
export interface AudioChoice {
  key: string;
  source: File | string | null;
  /** The library item's title, or empty for a recording. */
  title: string;
}

/** A picture of an IMAGE item: stored (path and link) or just chosen (file, uploaded on save). */
export interface ImageDraft {
  path: string | null;
  url: string | null;
  file: File | null;
}

/** One item as the form holds it; every type's block is kept while its type is off, and dropped on save. */
export interface ItemDraft {
  type: exercisesContract.ExerciseContent | null;
  title: string;
  description: string;
  character: string;
  images: ImageDraft[];
  exerciseTypes: ExerciseType[];
  mcqText: { options: string[]; correctOption: string | null };
  mcqVoice: { options: (AudioChoice | null)[]; correctOption: string | null };
  audioRecord: AudioChoice | null;
}

export interface ExerciseFormValues {
  name: string;
  content: ItemDraft[];
}

const SLOTS = exercisesContract.EXERCISE_LIMITS.options;

export const emptyItem = (): ItemDraft => ({
  type: null,
  title: '',
  description: '',
  character: '',
  images: [],
  exerciseTypes: [],
  mcqText: { options: Array.from({ length: SLOTS }, () => ''), correctOption: '0' },
  mcqVoice: { options: Array.from({ length: SLOTS }, () => null), correctOption: '0' },
  audioRecord: null,
});

export const emptyExerciseForm = (): ExerciseFormValues => ({ name: '', content: [emptyItem()] });

/** A stored exercise as the form edits it. */
export function exerciseToDraft(exercise: exercisesContract.Exercise): ExerciseFormValues {
  return {
    name: exercise.name,
    content: exercise.content.map((item) => {
      const empty = emptyItem();
      return {
        type: item.type,
        title: item.title,
        description: item.description,
        character: item.character,
        images: item.images.map((path, index) => ({ path, url: item.imageUrls[index] ?? null, file: null })),
        exerciseTypes: item.exerciseTypes,
        mcqText: item.mcqText ? { options: item.mcqText.options, correctOption: String(item.mcqText.correctOption) } : empty.mcqText,
        mcqVoice: item.mcqVoice
          ? {
              options: item.mcqVoice.options.map((key, index) => ({ key, source: item.mcqVoice!.optionUrls[index] ?? null, title: '' })),
              correctOption: String(item.mcqVoice.correctOption),
            }
          : empty.mcqVoice,
        audioRecord: item.audioRecord ? { key: item.audioRecord.link, source: item.audioRecord.url, title: '' } : null,
      };
    }),
  };
}

/** The saved form as the contract's values; `imageKeys[i][j]` is the key of item i's picture j. */
export function draftToValues(values: ExerciseFormValues, imageKeys: string[][]): exercisesContract.ExerciseValues {
  return exercisesContract.exerciseValues.parse({
    name: values.name,
    content: values.content.map((item, index) => {
      const has = (type: ExerciseType) => item.exerciseTypes.includes(type);
      return {
        type: item.type,
        title: item.title,
        description: item.description,
        character: item.character,
        images: item.type === 'IMAGE' ? imageKeys[index] : [],
        exerciseTypes: item.exerciseTypes,
        mcqText: has('MCQ_TEXT') ? { options: item.mcqText.options, correctOption: Number(item.mcqText.correctOption) } : null,
        mcqVoice: has('MCQ_VOICE') ? { options: item.mcqVoice.options.map((audio) => audio?.key ?? ''), correctOption: Number(item.mcqVoice.correctOption) } : null,
        audioRecord: has('AUDIO_RECORD') ? { link: item.audioRecord?.key ?? '' } : null,
      };
    }),
  });
}
