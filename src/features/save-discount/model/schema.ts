import { z } from 'zod';
import { discountsContract } from '@/shared/api';

const { DISCOUNT_LIMITS, isCalendarDate } = discountsContract;

/** Catalogue keys of the `discounts` namespace; their English texts are the spec's words. */
export const MESSAGE_KEYS = {
  name: 'validation.name',
  nameTooLong: 'validation.nameTooLong',
  type: 'validation.type',
  value: 'validation.value',
  percentageTooHigh: 'validation.percentageTooHigh',
  startAt: 'validation.startAt',
  expiresAt: 'validation.expiresAt',
  expiryBeforeStart: 'validation.expiryBeforeStart',
} as const;

export const discountFormSchema = z
  .object({
    name: z.string().trim().min(1, MESSAGE_KEYS.name).max(DISCOUNT_LIMITS.name, MESSAGE_KEYS.nameTooLong),
    type: z.enum(discountsContract.DISCOUNT_TYPES).nullable(),
    value: z.number().nullable(),
    startAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
  })
  .superRefine((values, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (values.type === null) issue('type', MESSAGE_KEYS.type);
    if (values.value === null || Number.isNaN(values.value) || values.value <= 0) issue('value', MESSAGE_KEYS.value);
    else if (values.type === 'PERCENTAGE' && values.value > DISCOUNT_LIMITS.percentage) issue('value', MESSAGE_KEYS.percentageTooHigh);
    const startOk = values.startAt !== null && isCalendarDate(values.startAt);
    const expiryOk = values.expiresAt !== null && isCalendarDate(values.expiresAt);
    if (!startOk) issue('startAt', MESSAGE_KEYS.startAt);
    if (!expiryOk) issue('expiresAt', MESSAGE_KEYS.expiresAt);
    if (startOk && expiryOk && (values.expiresAt ?? '') < (values.startAt ?? '')) issue('expiresAt', MESSAGE_KEYS.expiryBeforeStart);
  });

export type DiscountFormValues = z.input<typeof discountFormSchema>;

export function discountToForm(discount: discountsContract.Discount | undefined): DiscountFormValues {
  if (!discount) return { name: '', type: null, value: null, startAt: null, expiresAt: null };
  const { name, type, value, startAt, expiresAt } = discount;
  return { name, type, value, startAt, expiresAt };
}

/** The body of POST discount / PUT discount/{id}; only called on values the schema accepted. */
export function formToInput(id: number | null, values: DiscountFormValues): discountsContract.DiscountInput {
  return {
    id,
    name: values.name.trim(),
    type: values.type ?? 'PERCENTAGE',
    value: values.value ?? 0,
    startAt: values.startAt ?? '',
    expiresAt: values.expiresAt ?? '',
  };
}
