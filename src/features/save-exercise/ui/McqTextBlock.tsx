import { exercisesContract } from '@/shared/api';
import { ChoiceInput, TextInput } from '@/shared/ui/form-inputs';
import type { ExerciseFormValues } from '../model/draft';
import { useExerciseForm, type ItemPath } from './formContext';

const { EXERCISE_LIMITS: L } = exercisesContract;

/** A text question: four option slots (the first required) and which one is right. */
export function McqTextBlock({ path }: { path: ItemPath }) {
  const { t } = useExerciseForm();
  const slots = Array.from({ length: L.options }, (_, index) => index);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {slots.map((index) => (
        <TextInput<ExerciseFormValues>
          key={index}
          name={`${path}.mcqText.options.${index}`}
          label={t('mcqText.option', { number: index + 1 })}
          maxLength={L.option}
          isRequired={index === 0}
        />
      ))}
      <ChoiceInput<ExerciseFormValues>
        className="sm:col-span-2"
        name={`${path}.mcqText.correctOption`}
        label={t('mcqText.correct')}
        options={slots.map((index) => ({ value: String(index), label: t('mcqText.option', { number: index + 1 }) }))}
        isRequired
      />
    </div>
  );
}
