import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useRefreshDiscounts, type Discount } from '@/entities/discount';
import { callApi, discountsContract, errorText, replyText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useSaveOutcome } from '@/shared/lib/save-outcome';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { DatePicker } from '@/shared/ui/date-picker';
import { NumberField } from '@/shared/ui/number-field';
import { Select } from '@/shared/ui/select';
import { TextField } from '@/shared/ui/text-field';
import { discountFormSchema, discountToForm, formToInput, type DiscountFormValues } from '../model/schema';

export interface DiscountFormProps {
  /** The discount being edited; without it the form adds one. */
  discount?: Discount;
  /** Called 2 s after a successful save (the page goes back to the list). */
  onDone(): void;
}

/** Discount Name, Type (Percentage Bases or Flat), Value, Start Date and Expiry Date (not before the start). */
export function DiscountForm({ discount, onDone }: DiscountFormProps) {
  const { t } = useTranslation('discounts');
  const isCreate = !discount;
  const refresh = useRefreshDiscounts();
  const { outcome, isSaved, clear, succeeded, failed } = useSaveOutcome(onDone);
  const { control, handleSubmit, formState } = useForm<DiscountFormValues>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: discountToForm(discount),
  });
  const [type, startAt] = useWatch({ control, name: ['type', 'startAt'] });

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      const body = formToInput(discount?.id ?? null, values);
      const reply = discount
        ? await callApi(discountsContract.updateDiscount, { params: { id: discount.id }, body })
        : await callApi(discountsContract.createDiscount, { body });
      if (!reply.success) throw new Error(replyText(reply) ?? '');
      void refresh();
      succeeded(t(isCreate ? 'saved.added' : 'saved.updated'));
    } catch (error) {
      failed(t('failed.save'), errorText(error) ?? '');
    }
  });

  const isBusy = formState.isSubmitting || isSaved;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <form
      noValidate
      aria-label={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-6 rounded-card border border-border bg-surface p-6"
    >
      {outcome && (
        <Alert tone={outcome.tone} title={outcome.tone === 'danger' ? outcome.title : undefined}>
          {outcome.text}
        </Alert>
      )}
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            label={t('form.name')}
            isRequired
            maxLength={discountsContract.DISCOUNT_LIMITS.name}
            isDisabled={isBusy}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={message(fieldState.error?.message)}
          />
        )}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <Select
              label={t('form.type')}
              items={discountsContract.DISCOUNT_TYPES.map((id) => ({ id, label: t(`types.${id}`) }))}
              placeholder={t('form.typePlaceholder')}
              isRequired
              isDisabled={isBusy}
              name={field.name}
              selectedKey={field.value}
              onSelectionChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={message(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="value"
          render={({ field, fieldState }) => (
            <NumberField
              label={t('form.value')}
              isRequired
              minValue={0}
              maxValue={type === 'PERCENTAGE' ? discountsContract.DISCOUNT_LIMITS.percentage : undefined}
              formatOptions={{ maximumFractionDigits: 2 }}
              description={type === 'PERCENTAGE' ? t('form.percentHint') : type === 'FLAT' ? t('form.flatHint') : undefined}
              isDisabled={isBusy}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorMessage={message(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="startAt"
          render={({ field, fieldState }) => (
            <DatePicker
              label={t('form.startAt')}
              inputFormat="iso"
              isRequired
              isDisabled={isBusy}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              errorMessage={message(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="expiresAt"
          render={({ field, fieldState }) => (
            <DatePicker
              label={t('form.expiresAt')}
              inputFormat="iso"
              isRequired
              isDisabled={isBusy}
              minValue={startAt ?? undefined}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              errorMessage={message(fieldState.error?.message)}
            />
          )}
        />
      </div>
      <div className="flex flex-wrap gap-3 border-t border-border pt-4">
        <Button type="submit" isPending={formState.isSubmitting} isDisabled={isSaved}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
