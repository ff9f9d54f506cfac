import { Controller, useFormContext } from 'react-hook-form';
import { batchesContract, lessonsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { DateTimePicker } from '@/shared/ui/date-time-picker';
import { NumberInput, SelectInput, TextInput, useFormInputs } from '@/shared/ui/form-inputs';
import type { EntryPath, Values } from './formPaths';

const { BATCH_LIMITS } = batchesContract;

/** A live session of the batch: its link and link type, when it starts and how long it lasts. */
export function LiveFields({ path }: { path: EntryPath }) {
  const { t } = useTranslation('batch-contents');
  const { control } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput<Values> name={`${path}.link`} type="url" label={t('live.link')} maxLength={BATCH_LIMITS.link} isRequired showCounter={false} />
      <SelectInput<string, Values>
        name={`${path}.linkType`}
        label={t('live.linkType')}
        placeholder={t('live.linkTypePlaceholder')}
        items={lessonsContract.LINK_TYPES.map((id) => ({ id, label: t(`linkTypes.${id}`) }))}
        isRequired
      />
      <Controller
        control={control}
        name={`${path}.startDate`}
        render={({ field, fieldState }) => (
          <DateTimePicker
            label={t('live.startDate')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            isRequired
            isDisabled={isBusy}
            errorMessage={errorText(fieldState.error?.message)}
          />
        )}
      />
      <NumberInput<Values> name={`${path}.durationInMinutes`} label={t('live.duration')} minValue={1} maxValue={BATCH_LIMITS.maxLiveMinutes} isRequired />
    </div>
  );
}
