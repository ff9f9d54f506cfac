import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useFollowingSlug, useResourceForm, type ResourceFormVariant } from '@/shared/lib/resource';
import { TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { tagFormSchema, type TagFormValues } from '../model/tagForm';

const { tags, TAG_LIMITS, TAG_MESSAGES } = siteContract;
const specText = specTextOf('tag', TAG_MESSAGES);

export interface TagFormProps {
  /** The tag being edited; without it the form adds one. */
  tag?: siteContract.Tag;
  /**
   * 'page' (/tags/create, /tags/edit/…): the slug is required and `onDone` runs 2 s after the success
   * message. 'dialog' (the list's modal): an empty slug is derived by the server, and `onDone` runs 1 s after.
   */
  variant: ResourceFormVariant;
  onDone(): void;
  /** The dialog's Cancel. */
  onCancel?(): void;
}

/** Name and slug; the slug follows the name as it is typed until it is changed by hand. */
export function TagForm({ tag, variant, onDone, onCancel }: TagFormProps) {
  const { t } = useTranslation(['tags', 'server-messages']);
  const { form, status } = useResourceForm<TagFormValues>({
    resource: tags,
    id: tag?.tagId ?? null,
    schema: tagFormSchema(variant === 'page'),
    defaultValues: { name: tag?.name ?? '', slug: tag?.slug ?? '' },
    variant,
    onDone,
    failedTitle: t('form.failed'),
  });
  const slug = useFollowingSlug(Boolean(tag), (value) => form.setValue('slug', value));

  return (
    <ResourceForm label={t(tag ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText} onCancel={onCancel}>
      <TextInput<TagFormValues> name="name" label={t('form.name')} isRequired maxLength={TAG_LIMITS.name} showCounter={false} onTextChange={slug.titleChanged} />
      <TextInput<TagFormValues>
        name="slug"
        label={t('form.slug')}
        description={t('form.slugHint')}
        isRequired={variant === 'page'}
        maxLength={TAG_LIMITS.slug}
        showCounter={false}
        dir="ltr"
        onTextChange={slug.slugChanged}
      />
    </ResourceForm>
  );
}
