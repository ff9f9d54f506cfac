import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import { ComboBox } from '@/shared/ui/combobox';
import { useFormInputs } from '@/shared/ui/form-inputs';
import type { BusinessUserFormValues } from '../model/businessUserForm';
import { useCitySearch } from '../model/useCitySearch';

const labelOf = (city: { cityName: string; countryName: string }) => [city.cityName, city.countryName].filter(Boolean).join(', ');

/**
 * The city, found by typing 3 characters or more; choosing one fills the country, latitude and longitude.
 * Typing again takes the chosen city back until another is chosen.
 */
export function CityPicker() {
  const { t } = useTranslation('business-users');
  const { setValue, getValues, formState } = useFormContext<BusinessUserFormValues>();
  const { isBusy, errorText } = useFormInputs();
  const [chosen, setChosen] = useState(() => labelOf({ cityName: getValues('placeCityName') ?? '', countryName: getValues('placeCountryName') ?? '' }));
  const search = useCitySearch(chosen);
  const fill = (name: keyof BusinessUserFormValues, value: string) => setValue(name, value, { shouldValidate: formState.isSubmitted, shouldDirty: true });

  const choose = (cityId: number | null) => {
    const city = search.cities.find((candidate) => candidate.cityId === cityId);
    if (!city) return;
    setChosen(labelOf(city));
    search.setText(labelOf(city));
    fill('placeCityName', city.cityName);
    fill('placeCountryName', city.countryName);
    fill('placeLatitude', String(city.latitude));
    fill('placeLongitude', String(city.longitude));
  };
  const type = (text: string) => {
    search.setText(text);
    if (text !== chosen) fill('placeCityName', '');
  };

  return (
    <ComboBox<number>
      label={t('form.city')}
      items={search.cities.map((city) => ({ id: city.cityId, label: labelOf(city) }))}
      inputValue={search.text}
      onInputChange={type}
      onSelectionChange={choose}
      isLoading={search.isLoading}
      emptyText={search.isTooShort ? t('form.cityTooShort') : t('form.noCity')}
      description={t('form.cityHint')}
      isRequired
      isDisabled={isBusy}
      errorMessage={errorText(formState.errors.placeCityName?.message)}
    />
  );
}
