import { Controller } from 'react-hook-form';
import { securityContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { Alert } from '@/shared/ui/alert';
import { TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import type { HeldBits } from '../model/settings';
import { PermissionMatrix } from './PermissionMatrix';

const { securityProfiles, securityProfileInput, SECURITY_PROFILE_LIMITS, SECURITY_PROFILE_MESSAGES, PERMISSION_VALUE_MESSAGE } = securityContract;
const specText = specTextOf('security', {
  saveFailed: SECURITY_PROFILE_MESSAGES.saveFailed,
  profileName: SECURITY_PROFILE_MESSAGES.profileName,
  nobodyInCharge: securityContract.GRANT_MESSAGES.nobodyInCharge,
  unknownPoint: SECURITY_PROFILE_MESSAGES.unknownPoint,
  repeatedPoint: SECURITY_PROFILE_MESSAGES.repeatedPoint,
  profileNotFound: SECURITY_PROFILE_MESSAGES.notFound,
  permissionValue: PERMISSION_VALUE_MESSAGE,
});

type Values = securityContract.SecurityProfileInput;

export interface SecurityProfileFormProps {
  /** The profile being edited; without it the form adds one. */
  profile?: securityContract.SecurityProfile;
  /** Every security point. */
  points: readonly securityContract.SecurityPoint[];
  /** The editor's own value per point: what they may give. */
  held?: HeldBits;
  /** Runs 2 s after the success message. */
  onDone(): void;
}

/** The profile's name and its permission matrix. */
export function SecurityProfileForm({ profile, points, held, onDone }: SecurityProfileFormProps) {
  const { t } = useTranslation(['security-profiles', 'server-messages']);
  const { form, status } = useResourceForm<Values>({
    resource: securityProfiles,
    id: profile?.profileId ?? null,
    schema: securityProfileInput,
    defaultValues: { profileName: profile?.profileName ?? '', settings: profile?.settings ?? [] },
    variant: 'page',
    onDone,
    // The spec's failure toast of every security save.
    failedTitle: specText(SECURITY_PROFILE_MESSAGES.saveFailed)!,
  });

  return (
    <ResourceForm label={t(profile ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <TextInput<Values> name="profileName" label={t('form.profileName')} isRequired maxLength={SECURITY_PROFILE_LIMITS.profileName} showCounter={false} />
      <Alert tone="info">{t('form.safeByDefault')}</Alert>
      <Controller
        control={form.control}
        name="settings"
        render={({ field, fieldState }) => (
          <PermissionMatrix
            caption={t('form.permissions')}
            points={points}
            settings={field.value ?? []}
            onChange={field.onChange}
            held={held}
            isReadOnly={status.isLocked}
            errorMessage={specText(fieldState.error?.message ?? fieldState.error?.root?.message)}
          />
        )}
      />
    </ResourceForm>
  );
}
