import { exercisesContract } from '@/shared/api';
import { useFormInputs } from '@/shared/ui/form-inputs';
import { Button } from '@/shared/ui/button';
import { Select } from '@/shared/ui/select';
import { AudioField } from './AudioField';
import { useExerciseForm, type ItemPath } from './formContext';
import { McqTextBlock } from './McqTextBlock';
import { McqVoiceBlock } from './McqVoiceBlock';

const { EXERCISE_TYPES, EXERCISE_LIMITS: L } = exercisesContract;
type ExerciseType = exercisesContract.ExerciseType;

/**
 * The ways the learner answers an item: up to three, each at most once. The selector offers the types
 * not chosen yet and is disabled once three are; each chosen type shows its own block.
 */
export function ItemTypes({ path }: { path: ItemPath }) {
  const { t, watch, setValue, isBusy, getFieldState, formState } = useExerciseForm();
  const chosen = watch(`${path}.exerciseTypes`);
  const { errorText } = useFormInputs();
  const error = errorText(getFieldState(`${path}.exerciseTypes`, formState).error?.message);
  const set = (types: ExerciseType[]) => setValue(`${path}.exerciseTypes`, types, { shouldValidate: formState.isSubmitted });
  const remaining = EXERCISE_TYPES.filter((type) => !chosen.includes(type));
  return (
    <div className="flex flex-col gap-4">
      <Select<ExerciseType>
        label={t('types.add')}
        placeholder={chosen.length >= L.types ? t('types.full') : t('types.placeholder')}
        description={t('types.hint', { count: L.types })}
        items={remaining.map((type) => ({ id: type, label: t(`types.${type}`) }))}
        selectedKey={null}
        onSelectionChange={(type) => set([...chosen, type])}
        isDisabled={isBusy || chosen.length >= L.types}
        errorMessage={error}
        isRequired
      />
      {chosen.map((type) => (
        <div
          key={type}
          role="group"
          aria-labelledby={`${path}-${type}`}
          className="flex flex-col gap-3 rounded-card border border-border bg-surface-muted p-3"
        >
          <div className="flex items-center justify-between gap-3">
            <h3 id={`${path}-${type}`} className="font-medium text-ink">
              {t(`types.${type}`)}
            </h3>
            <Button size="sm" variant="secondary" isDisabled={isBusy} onPress={() => set(chosen.filter((item) => item !== type))}>
              {t('types.remove', { type: t(`types.${type}`) })}
            </Button>
          </div>
          {type === 'MCQ_TEXT' && <McqTextBlock path={path} />}
          {type === 'MCQ_VOICE' && <McqVoiceBlock path={path} />}
          {type === 'AUDIO_RECORD' && <AudioField name={`${path}.audioRecord`} label={t('audioRecord.label')} />}
        </div>
      ))}
    </div>
  );
}
