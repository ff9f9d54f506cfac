import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { ProductCategoryForm } from './ProductCategoryForm';
import { PRODUCT_CATEGORIES_PATH } from './paths';

const HISTORY_FIELDS: Record<string, string> = {
  name: 'form.name',
  slug: 'form.slug',
  description: 'form.description',
  isActive: 'form.status',
  parentCategoryName: 'form.parent',
  displayRank: 'form.displayRank',
};

/** /vendor-products/category/create and /edit/{ProductCategoryId}: the page form, back to the categories 2 s after saving. */
export function ProductCategoryEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('product-categories');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(PRODUCT_CATEGORIES_PATH), [navigate]);
  return (
    <ResourceRecordPage<shopContract.ProductCategory>
      resource={shopContract.productCategories}
      idParam="ProductCategoryId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: PRODUCT_CATEGORIES_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (HISTORY_FIELDS[field] ? t(HISTORY_FIELDS[field]) : field)}
    >
      {(category) => <ProductCategoryForm key={category?.id ?? 'new'} category={category} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
