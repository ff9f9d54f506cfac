import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { VideoCategoryForm } from './VideoCategoryForm';
import { VIDEO_CATEGORIES_PATH } from './paths';

/** /category-management/create and /edit/{CategoryManagementId}: the page form, back to the list 2 s after saving. */
export function VideoCategoryEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('video-categories');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(VIDEO_CATEGORIES_PATH), [navigate]);
  return (
    <ResourceRecordPage<storiesContract.VideoCategory>
      resource={storiesContract.videoCategories}
      idParam="CategoryManagementId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: VIDEO_CATEGORIES_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (field === 'name' ? t('form.name') : field)}
    >
      {(category) => <VideoCategoryForm key={category?.id ?? 'new'} category={category} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
