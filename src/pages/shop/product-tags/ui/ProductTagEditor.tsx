import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { ProductTagForm } from './ProductTagForm';
import { PRODUCT_TAGS_PATH } from './paths';

const HISTORY_FIELDS: Record<string, string> = { name: 'form.name', slug: 'form.slug', description: 'form.description', isActive: 'form.status', image: 'form.image' };

/** /vendor-products/tags/create and /edit/{ProductTagId}: the page form, back to the tags 2 s after saving. */
export function ProductTagEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('product-tags');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(PRODUCT_TAGS_PATH), [navigate]);
  return (
    <ResourceRecordPage<shopContract.ProductTag>
      resource={shopContract.productTags}
      idParam="ProductTagId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: PRODUCT_TAGS_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (HISTORY_FIELDS[field] ? t(HISTORY_FIELDS[field]) : field)}
    >
      {(tag) => <ProductTagForm key={tag?.id ?? 'new'} tag={tag} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
