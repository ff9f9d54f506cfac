import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useFollowingSlug, useResourceForm } from '@/shared/lib/resource';
import { TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';

const { galleryCategories, galleryCategoryInput, GALLERY_CATEGORY_LIMITS, GALLERY_CATEGORY_MESSAGES } = siteContract;
const specText = specTextOf('galleryCategory', GALLERY_CATEGORY_MESSAGES);

export interface GalleryCategoryFormProps {
  /** The category being edited; without it the form adds one. */
  category?: siteContract.GalleryCategory;
  /** Runs 2 s after the success message. */
  onDone(): void;
}

/** Title, slug and description; the slug follows the title as it is typed until it is changed by hand. */
export function GalleryCategoryForm({ category, onDone }: GalleryCategoryFormProps) {
  const { t } = useTranslation(['gallery-categories', 'server-messages']);
  const { form, status } = useResourceForm<siteContract.GalleryCategoryInput>({
    resource: galleryCategories,
    id: category?.categoryId ?? null,
    schema: galleryCategoryInput,
    defaultValues: { title: category?.title ?? '', slug: category?.slug ?? '', description: category?.description ?? '' },
    variant: 'page',
    onDone,
    failedTitle: t('form.failed'),
  });
  const slug = useFollowingSlug(Boolean(category), (value) => form.setValue('slug', value));
  type Values = siteContract.GalleryCategoryInput;

  return (
    <ResourceForm label={t(category ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <TextInput<Values> name="title" label={t('form.title')} isRequired maxLength={GALLERY_CATEGORY_LIMITS.title} showCounter={false} onTextChange={slug.titleChanged} />
      <TextInput<Values>
        name="slug"
        label={t('form.slug')}
        description={t('form.slugHint')}
        isRequired
        maxLength={GALLERY_CATEGORY_LIMITS.slug}
        showCounter={false}
        dir="ltr"
        onTextChange={slug.slugChanged}
      />
      <TextInput<Values> name="description" label={t('form.description')} maxLength={GALLERY_CATEGORY_LIMITS.description} showCounter={false} />
    </ResourceForm>
  );
}
