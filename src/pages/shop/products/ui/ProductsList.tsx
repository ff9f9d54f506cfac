import { shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import type { useResourceActions } from '@/shared/lib/resource';
import type { DataTableColumn, DataTableRowAction } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { Select } from '@/shared/ui/select';
import { StatusBadge } from '@/shared/ui/status-badge';
import { showToast } from '@/shared/ui/toast';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { productEditPath } from '../model/paths';
import { useRememberedListAddress } from '../model/useRememberedListAddress';
import { useProductFilters, type StatusFilter } from '../model/useProductFilters';
import { useShopNames } from '../model/useShopNames';

type Product = shopContract.Product;
type Perform = ReturnType<typeof useResourceActions>['perform'];
const { products } = shopContract;

/** /vendor-products: 25 a page, searched by title and filtered by vendor, category and status (kept in the address and remembered for the next visit); Edit opens in a new tab. */
export function ProductsList() {
  const { t } = useTranslation(['products', 'server-messages']);
  const allows = useResourceAccess(products);
  const names = useShopNames();
  const { filters, choose } = useProductFilters();
  useRememberedListAddress();

  const setActive = async (product: Product, isActive: boolean, perform: Perform) => {
    try {
      showToast({ tone: 'success', title: (await perform(isActive ? 'activate' : 'deactivate', products.refOf(product))).message });
    } catch {
      showToast({ tone: 'danger', title: t('saveFailed') });
    }
  };
  const moreActions = (product: Product, perform: Perform): DataTableRowAction[] =>
    allows({ action: 'activate' })
      ? [
          product.isActive
            ? { id: 'deactivate', label: t('list.deactivate'), onAction: () => void setActive(product, false, perform) }
            : { id: 'activate', label: t('list.activate'), onAction: () => void setActive(product, true, perform) },
        ]
      : [];

  const columns: DataTableColumn<Product>[] = [
    {
      id: 'picture',
      header: t('list.picture'),
      cell: (product) => (product.images[0] ? <img src={product.images[0].src} alt={t('list.pictureOf', { title: product.title })} className="h-12 w-10 rounded object-cover" /> : '—'),
      width: 80,
    },
    { id: 'title', header: t('list.title'), cell: (product) => product.title, isRowHeader: true, isUserText: true },
    { id: 'vendor', header: t('list.vendor'), cell: (product) => product.vendorName, isUserText: true },
    { id: 'price', header: t('list.price'), cell: (product) => <span dir="ltr">{`${product.price} ${product.vendorStoreCurrency}`}</span>, width: 120 },
    { id: 'category', header: t('list.category'), cell: (product) => product.categoryName ?? t('list.noCategory'), isUserText: true },
    {
      id: 'status',
      header: t('list.status'),
      cell: (product) => <StatusBadge tone={product.isActive ? 'success' : 'neutral'}>{t(product.isActive ? 'status.ACTIVE' : 'status.INACTIVE')}</StatusBadge>,
      width: 120,
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]} />
      <ResourceList<Product>
        resource={products}
        label={t('title')}
        columns={columns}
        filters={filters}
        getRowLabel={(product) => product.title}
        onEdit={(product) => void window.open(productEditPath(product), '_blank', 'noopener')}
        moreActions={moreActions}
        searchLabel={t('list.search')}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        toolbar={
          <div className="flex flex-wrap gap-3">
            <Select<number> label={t('list.vendorFilter')} items={[{ id: 0, label: t('list.allVendors') }, ...names.vendors]} selectedKey={filters.vendorId} onSelectionChange={(id) => choose('vendor', id)} className="w-56" />
            <Select<number> label={t('list.categoryFilter')} items={[{ id: 0, label: t('list.allCategories') }, ...names.mainCategories]} selectedKey={filters.categoryId} onSelectionChange={(id) => choose('category', id)} className="w-56" />
            <Select<StatusFilter | 'ALL'>
              label={t('list.statusFilter')}
              items={[{ id: 'ALL', label: t('list.allStatuses') }, { id: 'ACTIVE', label: t('status.ACTIVE') }, { id: 'INACTIVE', label: t('status.INACTIVE') }]}
              selectedKey={filters.status || 'ALL'}
              onSelectionChange={(status) => choose('status', status === 'ALL' ? '' : status)}
              className="w-44"
            />
          </div>
        }
      />
    </div>
  );
}
