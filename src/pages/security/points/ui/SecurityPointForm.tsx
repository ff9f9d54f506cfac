import { Controller } from 'react-hook-form';
import { BitCheckboxes } from '@/entities/security-bit';
import { securityContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';

const { securityPoints, securityPointInput, SECURITY_POINT_LIMITS, SECURITY_POINT_MESSAGES } = securityContract;
const specText = specTextOf('security', {
  saveFailed: SECURITY_POINT_MESSAGES.saveFailed,
  pointTitle: SECURITY_POINT_MESSAGES.title,
  pointTitleTaken: SECURITY_POINT_MESSAGES.titleTaken,
  pointNotFound: SECURITY_POINT_MESSAGES.notFound,
});

type Values = securityContract.SecurityPointInput;

export interface SecurityPointFormProps {
  /** The point being edited; without it the form adds one. */
  point?: securityContract.SecurityPoint;
  /** Runs 2 s after the success message. */
  onDone(): void;
}

/** Title and bit settings; choosing ALL clears and disables the other bits. */
export function SecurityPointForm({ point, onDone }: SecurityPointFormProps) {
  const { t } = useTranslation(['security-points', 'server-messages']);
  const { form, status } = useResourceForm<Values>({
    resource: securityPoints,
    id: point?.securityPointId ?? null,
    schema: securityPointInput,
    defaultValues: { title: point?.title ?? '', bitSettings: point?.bitSettings ?? 127 },
    variant: 'page',
    onDone,
    // The spec's failure toast of every security save.
    failedTitle: specText(SECURITY_POINT_MESSAGES.saveFailed)!,
  });

  return (
    <ResourceForm label={t(point ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <TextInput<Values> name="title" label={t('form.title')} isRequired maxLength={SECURITY_POINT_LIMITS.title} showCounter={false} />
      <Controller
        control={form.control}
        name="bitSettings"
        render={({ field }) => (
          <BitCheckboxes
            label={t('form.bitSettings')}
            description={t('form.bitSettingsHint')}
            value={field.value ?? 127}
            onChange={field.onChange}
            isDisabled={status.isLocked}
          />
        )}
      />
    </ResourceForm>
  );
}
