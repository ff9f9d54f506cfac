import { Controller } from 'react-hook-form';
import { lessonsContract } from '@/shared/api';
import { DateTimePicker } from '@/shared/ui/date-time-picker';
import { NumberInput, SelectInput, TextInput, useFormInputs } from '@/shared/ui/form-inputs';
import type { LessonFormValues } from '../model/draft';
import { useLessonForm, type LessonPath } from './formContext';

const { LINK_TYPES, LESSON_LIMITS } = lessonsContract;

/** A live session: its link and link type, length in minutes, and start (as words and as a date). */
export function LiveBlock({ path }: { path: LessonPath }) {
  const { t, control, isBusy } = useLessonForm();
  const { errorText } = useFormInputs();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput<LessonFormValues> name={`${path}.content`} type="url" label={t('live.url')} maxLength={LESSON_LIMITS.url} isRequired showCounter={false} />
      <SelectInput<string, LessonFormValues>
        name={`${path}.linkType`}
        label={t('live.linkType')}
        placeholder={t('live.linkTypePlaceholder')}
        items={LINK_TYPES.map((id) => ({ id, label: t(`linkTypes.${id}`) }))}
        isRequired
      />
      <NumberInput<LessonFormValues> name={`${path}.durationInMinutes`} label={t('live.duration')} minValue={1} maxValue={LESSON_LIMITS.maxLiveMinutes} isRequired />
      <TextInput<LessonFormValues>
        name={`${path}.startDateText`}
        label={t('live.startDateText')}
        description={t('live.startDateTextHint')}
        maxLength={LESSON_LIMITS.startDateText}
        isRequired
        showCounter={false}
      />
      <Controller
        control={control}
        name={`${path}.startDate`}
        render={({ field, fieldState }) => (
          <div data-invalid={fieldState.error ? true : undefined}>
            <DateTimePicker
              label={t('live.startDate')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              isRequired
              isDisabled={isBusy}
              errorMessage={errorText(fieldState.error?.message)}
            />
          </div>
        )}
      />
    </div>
  );
}
