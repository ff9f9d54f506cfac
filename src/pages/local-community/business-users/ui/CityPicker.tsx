import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import { ComboBox, type ComboBoxItem } from '@/shared/ui/combobox';
import { useFormInputs } from '@/shared/ui/form-inputs';
import type { BusinessUserFormValues } from '../model/businessUserForm';
import { useCitySearch } from '../model/useCitySearch';

const labelOf = (city: { cityName: string; countryName: string }) => [city.cityName, city.countryName].filter(Boolean).join(', ');
/** The option of the city a stored record already has, which no search has found. */
const STORED_CITY = -1;

/**
 * The city, found by typing 3 characters or more; choosing one fills the country, latitude and longitude.
 * Typing again takes the chosen city back until another is chosen. The chosen city stays among the options
 * and is not searched for by its own name: the combo box puts back its selected option's words when it
 * loses focus, and with the option gone from the list it had put back nothing, taking the city away from
 * whoever paused before leaving the field.
 */
export function CityPicker() {
  const { t } = useTranslation('business-users');
  const { setValue, getValues, formState } = useFormContext<BusinessUserFormValues>();
  const { isBusy, errorText } = useFormInputs();
  const [chosen, setChosenState] = useState<ComboBoxItem<number> | null>(() => {
    const label = labelOf({ cityName: getValues('placeCityName') ?? '', countryName: getValues('placeCountryName') ?? '' });
    return label ? { id: STORED_CITY, label } : null;
  });
  // The combo box reports the chosen option's words right after the choice, before a render shows it.
  const chosenNow = useRef(chosen);
  const setChosen = (item: ComboBoxItem<number> | null) => {
    chosenNow.current = item;
    setChosenState(item);
  };
  const search = useCitySearch(chosen?.label ?? '', chosen?.label);
  const fill = (name: keyof BusinessUserFormValues, value: string) => setValue(name, value, { shouldValidate: formState.isSubmitted, shouldDirty: true });

  const choose = (cityId: number | null) => {
    const city = search.cities.find((candidate) => candidate.cityId === cityId);
    if (!city) return;
    setChosen({ id: city.cityId, label: labelOf(city) });
    search.setText(labelOf(city));
    fill('placeCityName', city.cityName);
    fill('placeCountryName', city.countryName);
    fill('placeLatitude', String(city.latitude));
    fill('placeLongitude', String(city.longitude));
  };
  const type = (text: string) => {
    search.setText(text);
    if (text === chosenNow.current?.label) return;
    setChosen(null);
    fill('placeCityName', '');
  };

  const found = search.cities.map((city) => ({ id: city.cityId, label: labelOf(city) }));
  const items = chosen && !found.some((city) => city.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <ComboBox<number>
      label={t('form.city')}
      items={items}
      selectedKey={chosen?.id ?? null}
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
