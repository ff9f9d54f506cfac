import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { BlogCategoryForm } from './BlogCategoryForm';

const LIST_PATH = '/categories';

/** /categories/create and /categories/edit/{categoryId}: the page form, back to the list 2 s after saving. */
export function BlogCategoryEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('blog-categories');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(LIST_PATH), [navigate]);
  return (
    <ResourceRecordPage<siteContract.BlogCategory>
      resource={siteContract.blogCategories}
      idParam="categoryId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: LIST_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (field === 'name' ? t('form.name') : field)}
    >
      {(category) => <BlogCategoryForm key={category?.categoryId ?? 'new'} variant="page" category={category} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
