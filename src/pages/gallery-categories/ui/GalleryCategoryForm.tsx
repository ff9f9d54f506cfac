import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useFollowingSlug, useResourceForm } from '@/shared/lib/resource';
import { RecordTextField, ResourceForm } from '@/widgets/resource-record';

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
  const { form, status, isBusy } = useResourceForm<siteContract.GalleryCategoryInput>({
    resource: galleryCategories,
    id: category?.categoryId ?? null,
    schema: galleryCategoryInput,
    defaultValues: { title: category?.title ?? '', slug: category?.slug ?? '', description: category?.description ?? '' },
    variant: 'page',
    onDone,
    failedTitle: t('form.failed'),
  });
  const slug = useFollowingSlug(Boolean(category), (value) => form.setValue('slug', value));
  const common = { control: form.control, isDisabled: isBusy, errorText: specText };

  return (
    <ResourceForm label={t(category ? 'form.editTitle' : 'form.addTitle')} status={status}>
      <RecordTextField {...common} name="title" label={t('form.title')} isRequired maxLength={GALLERY_CATEGORY_LIMITS.title} onTextChange={slug.titleChanged} />
      <RecordTextField
        {...common}
        name="slug"
        label={t('form.slug')}
        description={t('form.slugHint')}
        isRequired
        maxLength={GALLERY_CATEGORY_LIMITS.slug}
        isLeftToRight
        onTextChange={slug.slugChanged}
      />
      <RecordTextField {...common} name="description" label={t('form.description')} maxLength={GALLERY_CATEGORY_LIMITS.description} />
    </ResourceForm>
  );
}
