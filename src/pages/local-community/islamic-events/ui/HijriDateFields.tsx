import { useFormContext } from 'react-hook-form';
import { siteContract, useApi } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { gregorianDateOf, HIJRI_DAYS, HIJRI_YEARS } from '@/shared/lib/hijri-date';
import { SelectInput } from '@/shared/ui/form-inputs';
import { TextField } from '@/shared/ui/text-field';
import type { IslamicEventFormValues as Values } from '../model/islamicEventForm';

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);
const DAYS = range(HIJRI_DAYS.first, HIJRI_DAYS.last).map((day) => ({ id: day, label: String(day) }));
const YEARS = range(HIJRI_YEARS.first, HIJRI_YEARS.last).map((year) => ({ id: year, label: String(year) }));

/**
 * The Hijri day, month and year, the country whose Hijri adjustment applies (none: 0 days), and the
 * Gregorian date they give, worked out as they are chosen with the function the server stores it with.
 */
export function HijriDateFields() {
  const { t } = useTranslation('islamic-events');
  const { watch } = useFormContext<Values>();
  const { date } = useDateFormats('UTC');
  const countries = useApi(siteContract.countrySettings, {}).data ?? [];
  const [day, month, year, countryId] = watch(['hijriDay', 'hijriMonth', 'hijriYear', 'hijriCountryId']);
  const adjustment = countries.find((country) => country.countryId === countryId)?.hijriAdjustment ?? 0;
  const gregorian = day && month && year ? gregorianDateOf({ day, month, year }, adjustment) : null;
  const countryItems = [
    { id: 0, label: t('form.noCountry') },
    ...countries.map((country) => ({ id: country.countryId, label: t('form.countryOption', { name: country.countryName, days: country.hijriAdjustment }) })),
  ];

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('form.hijriDate')}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectInput<number, Values> name="hijriDay" label={t('form.day')} items={DAYS} isRequired />
        <SelectInput<number, Values> name="hijriMonth" label={t('form.month')} items={range(1, 12).map((id) => ({ id, label: t(`months.${id}`) }))} isRequired />
        <SelectInput<number, Values> name="hijriYear" label={t('form.year')} items={YEARS} isRequired />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput<number, Values> name="hijriCountryId" label={t('form.country')} items={countryItems} />
        <TextField label={t('form.gregorianDate')} value={gregorian ? date(gregorian) : ''} isReadOnly description={t('form.gregorianHint')} />
      </div>
    </fieldset>
  );
}
