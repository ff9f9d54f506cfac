import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { CheckboxInput, SelectInput, TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { useCommunityGroups } from '../model/useCommunityGroups';

const { discussions, discussionPostInput, DISCUSSION_LIMITS: L, DISCUSSION_MESSAGES: M, POST_STATUSES, POST_TYPES, POST_TYPE_NAMES } = siteContract;
const specText = specTextOf('discussion', M);
type Values = siteContract.DiscussionPostInput;

/** The message (required), group, status and type of a post, its picture shown with a way to remove it. */
export function DiscussionForm({ post, onDone }: { post: siteContract.DiscussionPost; onDone(): void }) {
  const { t } = useTranslation(['discussions', 'server-messages']);
  const groups = useCommunityGroups();
  const { form, status } = useResourceForm<Values>({
    resource: discussions,
    id: post.postId,
    schema: discussionPostInput,
    defaultValues: { message: post.message, groupId: post.groupId, status: post.status, typeId: post.typeId, imageRemoveFlag: false },
    variant: 'page',
    onDone,
    failedTitle: t('form.saveFailed'),
  });
  const removing = form.watch('imageRemoveFlag');
  return (
    <ResourceForm label={t('form.title')} form={form} status={status} errorText={specText}>
      <TextInput<Values> name="message" label={t('form.message')} rows={5} isRequired maxLength={L.message} />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectInput<number, Values> name="groupId" label={t('form.group')} items={groups} isRequired />
        <SelectInput<number, Values> name="status" label={t('form.status')} items={POST_STATUSES.map((id) => ({ id, label: t(`statuses.${id}`) }))} isRequired />
        <SelectInput<number, Values> name="typeId" label={t('form.type')} items={POST_TYPES.map((id) => ({ id, label: t(`types.${POST_TYPE_NAMES[id]}`) }))} isRequired />
      </div>
      {post.mediaUrl && (
        <div className="flex flex-col gap-2">
          <img src={post.mediaUrl} alt={t('form.picture')} className={removing ? 'h-32 w-fit rounded opacity-40' : 'h-32 w-fit rounded'} />
          <CheckboxInput<Values> name="imageRemoveFlag" label={t('form.removePicture')} />
        </div>
      )}
    </ResourceForm>
  );
}
