import { exercisesContract } from '@/shared/api';
import { ChoiceInput } from '@/shared/ui/form-inputs';
import type { ExerciseFormValues } from '../model/draft';
import { AudioField } from './AudioField';
import { useExerciseForm, type ItemPath } from './formContext';

const { EXERCISE_LIMITS: L } = exercisesContract;

/** A voice question: four audio options, each from the library or recorded, and which one is right. */
export function McqVoiceBlock({ path }: { path: ItemPath }) {
  const { t } = useExerciseForm();
  const slots = Array.from({ length: L.options }, (_, index) => index);
  return (
    <div className="flex flex-col gap-4">
      {slots.map((index) => (
        <AudioField key={index} name={`${path}.mcqVoice.options.${index}`} label={t('mcqVoice.option', { number: index + 1 })} />
      ))}
      <ChoiceInput<ExerciseFormValues>
        name={`${path}.mcqVoice.correctOption`}
        label={t('mcqVoice.correct')}
        options={slots.map((index) => ({ value: String(index), label: t('mcqVoice.option', { number: index + 1 }) }))}
        isRequired
      />
    </div>
  );
}
