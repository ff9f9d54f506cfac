import { Controller, useWatch } from 'react-hook-form';
import { coursesContract } from '@/shared/api';
import { DateTimePicker } from '@/shared/ui/date-time-picker';
import { ChoiceInput, NumberInput, SelectInput } from './fields/courseInputs';
import { useCourseForm } from './fields/formContext';
import { FormSection } from './FormSection';

const { BATCH_FREQUENCIES, BATCH_TIMEZONES, OCCURRENCE_TYPES } = coursesContract;

/**
 * Whether the course recurs in batches (never for BASIC), and the batch settings of a recurring
 * course; HYBRID and LIVE batches need their capacity and start.
 */
export function ScheduleSection() {
  const { control, isBusy, t, message } = useCourseForm();
  const [type, subType, occurrenceType] = useWatch({ control, name: ['type', 'subType', 'occurrenceType'] });
  const isBasic = type === 'BASIC';
  const isRecurring = !isBasic && occurrenceType === 'RECURRING';
  const needsBatch = isRecurring && (subType === 'HYBRID' || subType === 'LIVE');
  return (
    <FormSection title={t('sections.schedule.title')} description={t('sections.schedule.description')}>
      {isBasic ? (
        <p className="text-sm text-ink-muted">{t('fields.basicOccurrence')}</p>
      ) : (
        <ChoiceInput
          name="occurrenceType"
          label={t('fields.occurrenceType')}
          options={OCCURRENCE_TYPES.map((value) => ({ value, label: t(`options.occurrence.${value}`) }))}
          isRequired
        />
      )}
      {isRecurring && (
        <fieldset className="flex flex-col gap-4 rounded-card border border-border bg-surface-muted p-4">
          <legend className="px-1 text-sm font-semibold text-ink">{t('fields.batch')}</legend>
          <p className="text-sm text-ink-muted">{needsBatch ? t('fields.batchNeeded') : t('fields.batchOptional')}</p>
          <div className="grid gap-4 lg:grid-cols-2">
            <Controller
              control={control}
              name="batch.startAt"
              render={({ field, fieldState }) => (
                <div data-invalid={fieldState.error ? true : undefined}>
                  <DateTimePicker
                    label={t('fields.batchStart')}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    isRequired={needsBatch}
                    isDisabled={isBusy}
                    errorMessage={message(fieldState.error?.message)}
                  />
                </div>
              )}
            />
            <SelectInput
              name="batch.timezone"
              label={t('fields.timezone')}
              items={BATCH_TIMEZONES.map((id) => ({ id, label: id }))}
            />
            <NumberInput name="batch.maxAllowedStudents" label={t('fields.maxAllowedStudents')} minValue={1} isRequired={needsBatch} />
            <SelectInput
              name="batch.batchFrequency"
              label={t('fields.batchFrequency')}
              items={BATCH_FREQUENCIES.map((id) => ({ id, label: t(`options.frequency.${id}`) }))}
            />
            <NumberInput name="batch.enrollmentDurationMins" label={t('fields.enrollmentDurationMins')} minValue={0} />
            <NumberInput name="batch.batchDurationMins" label={t('fields.batchDurationMins')} minValue={0} />
          </div>
        </fieldset>
      )}
    </FormSection>
  );
}
