import { useWatch } from 'react-hook-form';
import { discountsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { DateInput, NumberInput, SelectInput, TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { discountToForm, type DiscountFormValues } from '../model/discountForm';

const { discounts, discountInput, DISCOUNT_LIMITS, DISCOUNT_MESSAGES, DISCOUNT_TYPES } = discountsContract;
const specText = specTextOf('discount', DISCOUNT_MESSAGES);

export interface DiscountFormProps {
  /** The discount being edited; without it the form adds one. */
  discount?: discountsContract.Discount;
  /** Runs 2 s after the success message (the page goes back to the list). */
  onDone(): void;
}

/** Discount Name, Type (Percentage Bases or Flat), Value, Start Date and Expiry Date (not before the start). */
export function DiscountForm({ discount, onDone }: DiscountFormProps) {
  const { t } = useTranslation(['discounts', 'server-messages']);
  const { form, status } = useResourceForm<DiscountFormValues>({
    resource: discounts,
    id: discount?.id ?? null,
    schema: discountInput,
    defaultValues: discountToForm(discount),
    variant: 'page',
    onDone,
    failedTitle: t('failed.save'),
  });
  const [type, startAt] = useWatch({ control: form.control, name: ['type', 'startAt'] });

  return (
    <ResourceForm label={t(discount ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <TextInput<DiscountFormValues> name="name" label={t('form.name')} isRequired maxLength={DISCOUNT_LIMITS.name} showCounter={false} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectInput<discountsContract.DiscountType, DiscountFormValues>
          name="type"
          label={t('form.type')}
          items={DISCOUNT_TYPES.map((id) => ({ id, label: t(`types.${id}`) }))}
          placeholder={t('form.typePlaceholder')}
          isRequired
        />
        <NumberInput<DiscountFormValues>
          name="value"
          label={t('form.value')}
          isRequired
          minValue={0}
          maxValue={type === 'PERCENTAGE' ? DISCOUNT_LIMITS.percentage : undefined}
          formatOptions={{ maximumFractionDigits: 2 }}
          description={type ? t(type === 'PERCENTAGE' ? 'form.percentHint' : 'form.flatHint') : undefined}
        />
        <DateInput<DiscountFormValues> name="startAt" label={t('form.startAt')} inputFormat="iso" isRequired />
        <DateInput<DiscountFormValues> name="expiresAt" label={t('form.expiresAt')} inputFormat="iso" minValue={startAt ?? undefined} isRequired />
      </div>
    </ResourceForm>
  );
}
