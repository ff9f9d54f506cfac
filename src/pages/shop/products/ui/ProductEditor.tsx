import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorText, shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useResourceHistory, useResourceRecord } from '@/shared/lib/resource';
import { DetailItem } from '@/shared/ui/detail-item';
import { HistoryPanel } from '@/shared/ui/history-panel';
import { Link } from '@/shared/ui/link';
import { PageHeader } from '@/shared/ui/page-header';
import { RecordGate } from '@/shared/ui/record-gate';
import { SafeHtml } from '@/shared/ui/safe-html';
import { useResourceAccess } from '@/widgets/resource-list';
import { PRODUCTS_PATH } from '../model/paths';
import { ProductForm } from './ProductForm';
import { ProductImages } from './ProductImages';

const { products } = shopContract;
const HISTORY_FIELDS: Record<string, string> = { categoryId: 'form.category', subCategoryId: 'form.subCategory', tagIds: 'form.tags', rank: 'form.rank', isActive: 'form.status', approvedImages: 'images.title' };

/** /vendor-products/edit/{VendorSlug}/{ProductsId}: what the store says (read only), staff's choices, the pictures shown on the web, and the history. */
export function ProductEditor() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const { vendorSlug = '', productId = '' } = useParams();
  const record = useResourceRecord(products, { vendorSlug, productId });
  const product = record.data as shopContract.Product | undefined;
  const history = useResourceHistory(products, product?.id ?? null);
  const backToList = useCallback(() => void navigate(PRODUCTS_PATH), [navigate]);
  const mayEdit = useResourceAccess(products)('update');

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title={t('form.title')} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: PRODUCTS_PATH }, { label: t('form.title') }]} />
      <RecordGate
        isCreate={false}
        isLoading={record.isLoading || (!product && !record.error)}
        error={record.error}
        errorMessage={errorText(record.error)}
        notFoundMessage={t('form.notFound')}
        failedMessage={t('form.loadFailed')}
        loadingLabel={t('form.title')}
        onRetry={() => void record.mutate()}
      >
        {product && (
          <>
            <section aria-label={t('store.title')} className="rounded-card border border-border bg-surface p-6">
              <dl className="grid gap-4 md:grid-cols-2">
              <DetailItem label={t('store.productTitle')} isUserText>
                {product.title}
              </DetailItem>
              <DetailItem label={t('store.price')}>
                <span dir="ltr">{`${product.price} ${product.vendorStoreCurrency}`}</span>
              </DetailItem>
              <DetailItem label={t('store.vendor')} isUserText>
                {product.vendorName}
              </DetailItem>
              <DetailItem label={t('store.link')}>
                <Link href={product.vendorProductUrl} target="_blank">
                  {t('store.open')}
                </Link>
              </DetailItem>
              <DetailItem label={t('store.description')} isUserText isWide>
                <SafeHtml html={product.description} />
              </DetailItem>
              </dl>
            </section>
            {mayEdit && (
              <div className="rounded-card border border-border bg-surface p-6">
                <ProductForm key={product.id} product={product} onDone={backToList} />
              </div>
            )}
            <div className="rounded-card border border-border bg-surface p-6">
              <ProductImages product={product} />
            </div>
            <HistoryPanel entries={history.data?.content} isLoading={history.isLoading} error={errorText(history.error)} fieldLabel={(field) => (HISTORY_FIELDS[field] ? t(HISTORY_FIELDS[field]) : field)} />
          </>
        )}
      </RecordGate>
    </div>
  );
}
