import { Controller, useWatch } from 'react-hook-form';
import { coursesContract } from '@/shared/api';
import { TextField } from '@/shared/ui/text-field';
import { ChoiceInput, NumberInput, TextInput } from './fields/courseInputs';
import { useCourseForm } from './fields/formContext';
import { FormSection } from './FormSection';

const { ACCESS_TYPES, COURSE_LIMITS: LIMITS, COURSE_SUB_TYPES, COURSE_TYPES } = coursesContract;

/** Access, type, subtype (MASTERCLASS only), duration, rank, title and alias. */
export function BasicsSection() {
  const { control, setValue, t } = useCourseForm();
  const [type, hours, minutes] = useWatch({ control, name: ['type', 'durationHours', 'durationMinutes'] });
  const options = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`options.${group}.${value}`) }));

  // A BASIC course is always RECORDED and NON_RECURRING; the form stores that at once.
  const chooseType = (value: string) => {
    if (value !== 'BASIC') return;
    setValue('subType', 'RECORDED');
    setValue('occurrenceType', 'NON_RECURRING');
  };

  return (
    <FormSection title={t('sections.basics.title')} description={t('sections.basics.description')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChoiceInput name="accessType" label={t('fields.accessType')} options={options('access', ACCESS_TYPES)} isRequired />
        <ChoiceInput name="type" label={t('fields.type')} options={options('type', COURSE_TYPES)} isRequired onChosen={chooseType} />
        {type === 'BASIC' ? (
          <p className="rounded-control bg-info-50 p-3 text-sm text-ink lg:col-span-2" data-testid="basic-note">
            {t('fields.basicNote')}
          </p>
        ) : (
          <ChoiceInput
            name="subType"
            label={t('fields.subType')}
            options={options('subType', COURSE_SUB_TYPES)}
            isRequired
            className="lg:col-span-2"
          />
        )}
      </div>
      <div className="grid gap-6 sm:grid-cols-3">
        <NumberInput name="durationHours" label={t('fields.durationHours')} minValue={0} maxValue={9999} isRequired />
        <Controller
          control={control}
          name="durationMinutes"
          render={({ field, fieldState }) => (
            <DurationMinutes
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              error={fieldState.error?.message}
            />
          )}
        />
        <NumberInput name="rank" label={t('fields.rank')} minValue={1} isRequired />
        {hours !== null && minutes !== '' && (
          <p className="text-sm text-ink-muted sm:col-span-3" data-testid="duration-preview">
            {t('fields.durationPreview')} <bdi dir="ltr" className="font-medium text-ink">{`${hours}h ${Number(minutes)}m`}</bdi>
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <TextInput name="title" label={t('fields.title')} maxLength={LIMITS.title} isRequired />
        <TextInput name="alias" label={t('fields.alias')} maxLength={LIMITS.alias} isRequired />
      </div>
    </FormSection>
  );
}

interface DurationMinutesProps {
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
}

/** Minutes of the duration: digits only, two at most. */
function DurationMinutes({ name, value, onChange, onBlur, inputRef, error }: DurationMinutesProps) {
  const { isBusy, t, message } = useCourseForm();
  return (
    <TextField
      label={t('fields.durationMinutes')}
      name={name}
      value={value}
      onChange={(typed) => onChange(typed.replace(/\D/g, '').slice(0, 2))}
      onBlur={onBlur}
      inputRef={inputRef}
      inputMode="numeric"
      maxLength={2}
      description={t('fields.durationMinutesHint')}
      isRequired
      isDisabled={isBusy}
      errorMessage={message(error)}
    />
  );
}
