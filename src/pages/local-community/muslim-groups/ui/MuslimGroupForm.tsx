import { useWatch } from 'react-hook-form';
import { siteContract, uploadsContract, useFileUpload } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useFollowingSlug, useResourceForm } from '@/shared/lib/resource';
import { CheckboxInput, TextInput, UploadInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { muslimGroupFormField, muslimGroupFormSchema, muslimGroupFormValues, muslimGroupInputOf, type MuslimGroupFormValues as Values } from '../model/muslimGroupForm';

const { communityGroups, COMMUNITY_GROUP_LIMITS: L, COMMUNITY_GROUP_MESSAGES: M } = siteContract;
const { UPLOAD_RULES } = uploadsContract;
const specText = specTextOf('communityGroup', M);

export interface MuslimGroupFormProps {
  /** The group being edited; without it the form adds one. */
  group?: siteContract.CommunityGroup;
  /** Runs on Cancel, and 2 s after the success message (back to the list). */
  onDone(): void;
}

/**
 * 'Add Group': name, a slug following it, the group picture and, for a local group (chosen on the new
 * form only), a profile picture and the place. Pictures under 1 MB go up through the signed upload on Save.
 */
export function MuslimGroupForm({ group, onDone }: MuslimGroupFormProps) {
  const { t } = useTranslation(['muslim-groups', 'server-messages']);
  const groupImages = useFileUpload('GROUP_IMAGE');
  const profileImages = useFileUpload('GROUP_PROFILE_IMAGE');
  const { form, status } = useResourceForm<Values>({
    resource: communityGroups,
    id: group?.groupId ?? null,
    schema: muslimGroupFormSchema(group),
    defaultValues: muslimGroupFormValues(group),
    variant: 'page',
    onDone,
    failedTitle: t('form.failed'),
    formFieldOf: muslimGroupFormField,
    toInput: (values) => muslimGroupInputOf(values, group, { group: groupImages.upload, profile: profileImages.upload }),
  });
  const slug = useFollowingSlug(Boolean(group), (value) => form.setValue('slug', value));
  const isLocal = useWatch({ control: form.control, name: 'localGroup' });
  const picture = (category: 'GROUP_IMAGE' | 'GROUP_PROFILE_IMAGE') => ({
    accept: [...UPLOAD_RULES[category].mimeTypes],
    maxBytes: UPLOAD_RULES[category].maxBytes,
    tooLargeMessage: t('form.imageTooLarge'),
  });

  return (
    <ResourceForm label={t('form.title')} form={form} status={status} errorText={specText} onCancel={onDone}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput<Values> name="name" label={t('form.name')} isRequired maxLength={L.name} showCounter={false} onTextChange={slug.titleChanged} />
        <TextInput<Values> name="slug" label={t('form.slug')} isRequired maxLength={L.slug} showCounter={false} dir="ltr" onTextChange={slug.slugChanged} />
      </div>
      <UploadInput<Values>
        name="groupImage"
        label={t('form.groupImage')}
        {...picture('GROUP_IMAGE')}
        isRequired={!group?.groupImageUrl}
        current={group?.groupImageUrl ? { name: t('form.currentImage'), url: group.groupImageUrl, isImage: true } : null}
        progress={groupImages.progress}
      />
      {!group && <CheckboxInput<Values> name="localGroup" label={t('form.localGroup')} description={t('form.localGroupHint')} />}
      {isLocal && (
        <>
          <UploadInput<Values>
            name="profileImage"
            label={t('form.profileImage')}
            {...picture('GROUP_PROFILE_IMAGE')}
            isRequired={!group?.profileImageUrl}
            current={group?.profileImageUrl ? { name: t('form.currentImage'), url: group.profileImageUrl, isImage: true } : null}
            progress={profileImages.progress}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextInput<Values> name="latitude" label={t('form.latitude')} description={t('form.latitudeHint')} maxLength={L.coordinate} showCounter={false} dir="ltr" />
            <TextInput<Values> name="longitude" label={t('form.longitude')} description={t('form.longitudeHint')} maxLength={L.coordinate} showCounter={false} dir="ltr" />
          </div>
        </>
      )}
    </ResourceForm>
  );
}
