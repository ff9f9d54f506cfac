import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import { IconButton } from '@/shared/ui/icon-button';
import { MultiSelect } from '@/shared/ui/multi-select';
import { NumberInput, useFormInputs } from '@/shared/ui/form-inputs';
import { TrashIcon } from '@/shared/ui/trash-icon';
import type { PackageFormValues } from '../model/packageForm';
import type { useCountries } from '../model/useCountries';

export interface PackageVideoRowProps {
  index: number;
  title: string;
  countries: ReturnType<typeof useCountries>;
  onRemove(): void;
}

/** One video of the package form, named by its title: its rank and the countries it is shown in, and Remove. */
export function PackageVideoRow({ index, title, countries, onRemove }: PackageVideoRowProps) {
  const { t } = useTranslation('packages');
  const { control } = useFormContext<PackageFormValues>();
  const { errors } = useFormState({ control, name: `videos.${index}.videoId` });
  const { isBusy, errorText } = useFormInputs();
  // The server's refusal of the video itself (gone from the catalogue, or twice in the package).
  const videoError = errorText(errors.videos?.[index]?.videoId?.message);
  return (
    <fieldset className="grid gap-3 rounded-card border border-border p-4 sm:grid-cols-[8rem_1fr_auto] sm:items-start">
      <legend className="px-1 text-sm font-medium text-ink">
        <bdi>{title}</bdi>
      </legend>
      {videoError && <p className="text-sm text-danger-700 sm:col-span-3">{videoError}</p>}
      <NumberInput<PackageFormValues> name={`videos.${index}.videoRank`} label={t('form.rank')} minValue={1} isRequired />
      <Controller
        control={control}
        name={`videos.${index}.countries`}
        render={({ field, fieldState }) => (
          <MultiSelect<string>
            label={t('form.countries')}
            items={countries.countries.map((country) => ({ id: country.countryCode, label: country.countryName }))}
            selectedKeys={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            isRequired
            isDisabled={isBusy}
            placeholder={t('form.countryPlaceholder')}
            errorMessage={errorText(fieldState.error?.message)}
          />
        )}
      />
      <IconButton label={t('form.removeVideo', { title })} icon={<TrashIcon />} variant="danger" onPress={onRemove} isDisabled={isBusy} className="sm:mt-6" />
    </fieldset>
  );
}
