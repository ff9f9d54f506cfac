import { premiumContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { SelectInput, TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { athanPremiumFormSchema, athanPremiumFormValues, type AthanPremiumFormValues } from '../model/athanPremiumForm';

const { athanPremium, ATHAN_PREMIUM_LIMITS: LIMITS, ATHAN_PREMIUM_MESSAGES: M, ATHAN_PREMIUM_STATUSES } = premiumContract;
const specText = specTextOf('athanPremium', M);
type Values = AthanPremiumFormValues;
type Status = Values['status'];

export interface AthanPremiumFormProps {
  /** The code being edited; without it the form adds one. */
  record?: premiumContract.AthanPremiumCode;
  /** Runs 2 s after the success message. */
  onDone(): void;
}

/** Code, status, name and e-mail, saved as they are; the server's refusals show at their fields. */
export function AthanPremiumForm({ record, onDone }: AthanPremiumFormProps) {
  const { t } = useTranslation(['athan-premium', 'server-messages']);
  const { form, status } = useResourceForm<Values>({
    resource: athanPremium,
    id: record?.id ?? null,
    schema: athanPremiumFormSchema,
    defaultValues: athanPremiumFormValues(record),
    variant: 'page',
    onDone,
    failedTitle: t('form.saveFailed'),
  });

  return (
    <ResourceForm label={t(record ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <TextInput<Values> name="code" label={t('form.code')} description={t(record ? 'form.codeHintEdit' : 'form.codeHint')} maxLength={LIMITS.code} showCounter={false} dir="ltr" />
      <SelectInput<Status, Values> name="status" label={t('form.status')} items={ATHAN_PREMIUM_STATUSES.map((id) => ({ id, label: t(`status.${id}`) }))} />
      <TextInput<Values> name="consumerName" label={t('form.name')} maxLength={LIMITS.name} showCounter={false} />
      <TextInput<Values> name="consumerEmail" label={t('form.email')} type="email" maxLength={LIMITS.email} showCounter={false} dir="ltr" />
    </ResourceForm>
  );
}
