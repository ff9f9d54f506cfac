import { securityContract, useApi } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { SelectInput, TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';

const { securityGroups, securityProfiles, securityGroupInput, SECURITY_GROUP_LIMITS, SECURITY_GROUP_MESSAGES } = securityContract;
const specText = specTextOf('security', {
  saveFailed: SECURITY_GROUP_MESSAGES.saveFailed,
  groupTitle: SECURITY_GROUP_MESSAGES.title,
  profile: SECURITY_GROUP_MESSAGES.profile,
  unknownProfile: SECURITY_GROUP_MESSAGES.unknownProfile,
  notesTooLong: SECURITY_GROUP_MESSAGES.notesTooLong,
  groupNotFound: SECURITY_GROUP_MESSAGES.notFound,
});

/** The profile picker's choices: up to 1000 profiles (the spec's dropdown load). */
const PROFILE_CHOICES = securityProfiles.listArgs({ pageno: 1, limitCount: 1000, firstIndex: -2, keyword: '' }) as never;

type Values = Omit<securityContract.SecurityGroupInput, 'profileId'> & { profileId: number | null };

export interface SecurityGroupFormProps {
  /** The group being edited; without it the form adds one. */
  group?: securityContract.SecurityGroup;
  /** Runs 2 s after the success message. */
  onDone(): void;
}

/** Title, notes and the group's security profile. */
export function SecurityGroupForm({ group, onDone }: SecurityGroupFormProps) {
  const { t } = useTranslation(['security-groups', 'server-messages']);
  const profiles = useApi(securityProfiles.calls.list, PROFILE_CHOICES);
  const { form, status } = useResourceForm<Values>({
    resource: securityGroups,
    id: group?.groupId ?? null,
    schema: securityGroupInput,
    defaultValues: { title: group?.title ?? '', notes: group?.notes ?? '', profileId: group?.profileId ?? null },
    variant: 'page',
    onDone,
    // The spec's failure toast of every security save.
    failedTitle: specText(SECURITY_GROUP_MESSAGES.saveFailed)!,
  });
  const items = (profiles.data?.content ?? (group ? [{ profileId: group.profileId, profileName: group.profileName }] : [])).map((profile) => ({
    id: profile.profileId,
    label: profile.profileName,
  }));

  return (
    <ResourceForm label={t(group ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <TextInput<Values> name="title" label={t('form.title')} isRequired maxLength={SECURITY_GROUP_LIMITS.title} showCounter={false} />
      <SelectInput<number, Values>
        name="profileId"
        label={t('form.profile')}
        items={items}
        placeholder={t(profiles.isLoading ? 'form.profilesLoading' : 'form.profilePlaceholder')}
        description={t('form.profileHint')}
        isRequired
      />
      <TextInput<Values> name="notes" label={t('form.notes')} rows={4} maxLength={SECURITY_GROUP_LIMITS.notes} />
    </ResourceForm>
  );
}
