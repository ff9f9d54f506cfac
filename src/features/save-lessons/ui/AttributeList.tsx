import { Controller, get, useFieldArray, useWatch, type FieldError } from 'react-hook-form';
import { lessonsContract } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { ChoiceInput, NumberInput, TextInput, useFormInputs } from '@/shared/ui/form-inputs';
import { IconButton } from '@/shared/ui/icon-button';
import { RadioGroup } from '@/shared/ui/radio-group';
import { TrashIcon } from '@/shared/ui/trash-icon';
import { emptyAttribute, emptyOption, emptyQuestion, type LessonFormValues } from '../model/draft';
import { useLessonForm, type LessonPath } from './formContext';

const { INTERACTION_TYPES, LESSON_LIMITS } = lessonsContract;
type AttributePath = `${LessonPath}.attributes.${number}`;

/** The lesson's attributes: prompts that appear at a moment of the lesson, open-ended or with options. */
export function AttributeList({ path, lessonNumber }: { path: LessonPath; lessonNumber: string }) {
  const { t, control, isBusy } = useLessonForm();
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.attributes` });
  return (
    <section className="flex flex-col gap-3" aria-label={t('attributes.title', { lesson: lessonNumber })}>
      <h4 className="text-sm font-semibold text-ink">{t('attributes.title', { lesson: lessonNumber })}</h4>
      {fields.length > 0 && (
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <li key={field.id} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4">
              <div className="flex items-center justify-between gap-3">
                <h5 className="text-sm font-medium text-ink">{t('attributes.attribute', { number: index + 1 })}</h5>
                <IconButton
                  label={t('attributes.remove', { number: index + 1, lesson: lessonNumber })}
                  icon={<TrashIcon />}
                  variant="danger"
                  size="sm"
                  isDisabled={isBusy}
                  onPress={() => remove(index)}
                />
              </div>
              <AttributeFields path={`${path}.attributes.${index}`} />
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        isDisabled={isBusy || fields.length >= LESSON_LIMITS.attributes}
        onPress={() => append(emptyAttribute())}
      >
        {t('attributes.add', { lesson: lessonNumber })}
      </Button>
    </section>
  );
}

function AttributeFields({ path }: { path: AttributePath }) {
  const { t, control, setValue, isBusy } = useLessonForm();
  const { errorText } = useFormInputs();
  const interactionType = useWatch({ control, name: `${path}.interactionType` });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextInput<LessonFormValues> name={`${path}.title`} label={t('attributes.titleField')} maxLength={LESSON_LIMITS.attributeTitle} isRequired showCounter={false} />
        <NumberInput<LessonFormValues> name={`${path}.appearanceTimeMins`} label={t('attributes.minutes')} minValue={0} maxValue={99} isRequired />
        <NumberInput<LessonFormValues> name={`${path}.appearanceTimeSeconds`} label={t('attributes.seconds')} minValue={0} maxValue={59} isRequired />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name={`${path}.containsUserInput`}
          render={({ field, fieldState }) => (
            <div data-invalid={fieldState.error ? true : undefined}>
              <RadioGroup
                label={t('attributes.answerType')}
                orientation="horizontal"
                options={[
                  { value: 'question', label: t('attributes.questionOnly') },
                  { value: 'answer', label: t('attributes.questionAndAnswer') },
                ]}
                value={field.value === null ? null : field.value ? 'answer' : 'question'}
                onChange={(value) => field.onChange(value === 'answer')}
                name={field.name}
                isRequired
                isDisabled={isBusy}
                errorMessage={errorText(fieldState.error?.message)}
              />
            </div>
          )}
        />
        <ChoiceInput<LessonFormValues>
          name={`${path}.interactionType`}
          label={t('attributes.interactionType')}
          options={INTERACTION_TYPES.map((value) => ({ value, label: t(`attributes.interactionTypes.${value}`) }))}
          // The question and its options belong to the interaction type: a new type starts them afresh.
          onChosen={(value) => {
            setValue(`${path}.value`, '');
            setValue(`${path}.questions`, value === 'OBJECTIVE' ? [emptyQuestion()] : []);
          }}
          isRequired
        />
      </div>
      {interactionType && (
        <TextInput<LessonFormValues> name={`${path}.value`} label={t('attributes.question')} rows={2} maxLength={LESSON_LIMITS.question} isRequired />
      )}
      {interactionType === 'OBJECTIVE' && <QuestionList path={path} />}
    </>
  );
}

function QuestionList({ path }: { path: AttributePath }) {
  const { t, control, isBusy, formState } = useLessonForm();
  const { errorText } = useFormInputs();
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.questions` });
  const listError = errorText((get(formState.errors, `${path}.questions`) as FieldError | undefined)?.message);
  return (
    <div className="flex flex-col gap-3" data-invalid={listError ? true : undefined}>
      {listError && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {listError}
        </p>
      )}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="flex flex-col gap-3 rounded-control border border-border p-3">
          <legend className="px-1 text-sm font-medium text-ink">{t('attributes.questionNumber', { number: index + 1 })}</legend>
          <div className="flex items-start gap-2">
            <TextInput<LessonFormValues>
              name={`${path}.questions.${index}.questionText`}
              label={t('attributes.questionText')}
              maxLength={LESSON_LIMITS.question}
              isRequired
              className="flex-1"
            />
            <IconButton
              label={t('attributes.removeQuestion', { number: index + 1 })}
              icon={<TrashIcon />}
              variant="danger"
              size="sm"
              isDisabled={isBusy}
              onPress={() => remove(index)}
            />
          </div>
          <OptionList path={`${path}.questions.${index}`} />
        </fieldset>
      ))}
      <Button variant="secondary" size="sm" className="self-start" isDisabled={isBusy || fields.length >= LESSON_LIMITS.questions} onPress={() => append(emptyQuestion())}>
        {t('attributes.addQuestion')}
      </Button>
    </div>
  );
}

/** react-hook-form's path types stop short of an option's depth; the paths below are right by construction. */
type DeepPath = `${LessonPath}.name`;
const deep = (path: string) => path as DeepPath;

function OptionList({ path }: { path: `${AttributePath}.questions.${number}` }) {
  const { t, control, isBusy } = useLessonForm();
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.options` });
  return (
    <ol className="flex flex-col gap-2">
      {fields.map((field, index) => (
        <li key={field.id} className="flex flex-wrap items-end gap-3">
          <TextInput<LessonFormValues>
            name={deep(`${path}.options.${index}.optionText`)}
            label={t('attributes.option', { number: index + 1 })}
            maxLength={LESSON_LIMITS.option}
            isRequired
            showCounter={false}
            className="min-w-48 flex-1"
          />
          <Controller
            control={control}
            name={deep(`${path}.options.${index}.isCorrect`)}
            render={({ field: correct }) => (
              <Checkbox isSelected={correct.value as unknown as boolean} onChange={correct.onChange} isDisabled={isBusy} className="pb-2">
                {t('attributes.correct')}
              </Checkbox>
            )}
          />
          <IconButton
            label={t('attributes.removeOption', { number: index + 1 })}
            icon={<TrashIcon />}
            variant="ghost"
            size="sm"
            isDisabled={isBusy}
            onPress={() => remove(index)}
          />
        </li>
      ))}
      {fields.length < LESSON_LIMITS.options && (
        <li>
          <Button variant="ghost" size="sm" isDisabled={isBusy} onPress={() => append(emptyOption())}>
            {t('attributes.addOption')}
          </Button>
        </li>
      )}
    </ol>
  );
}
