import { useNavigate } from 'react-router-dom';
import { shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';
import { ActiveStatusFilter, ResourceList, useActiveStatusActions, useActiveStatusFilter, useResourceAccess } from '@/widgets/resource-list';
import { CategoryPicture } from './CategoryPicture';
import { PRODUCT_CATEGORIES_PATH } from './paths';

type Category = shopContract.ProductCategory;
const { productCategories, PRODUCT_CATEGORY_MESSAGES: M } = shopContract;
const specText = specTextOf('productCategory', M);

/** /vendor-products/category: search by name, a status filter (kept in the address as `?status=`), pages of 25, each row's parent; Add, Edit, Activate or Deactivate. */
export function ProductCategoriesList() {
  const { t } = useTranslation(['product-categories', 'server-messages']);
  const allows = useResourceAccess(productCategories);
  const navigate = useNavigate();
  const { status, choose: chooseStatus, sent: sentStatus } = useActiveStatusFilter();

  const columns: DataTableColumn<Category>[] = [
    { id: 'image', header: t('list.image'), cell: (category) => <CategoryPicture category={category} which="imageFile" alt={t('list.imageOf', { name: category.name })} className="h-10 w-10 rounded" />, width: 90 },
    { id: 'name', header: t('list.name'), cell: (category) => category.name, isRowHeader: true, isUserText: true },
    { id: 'parent', header: t('list.parent'), cell: (category) => category.parentCategoryName ?? <span className="text-ink-muted">{t('list.mainCategory')}</span>, isUserText: true, inCard: true },
    { id: 'displayRank', header: t('list.displayRank'), cell: (category) => category.displayRank ?? '—', width: 90 },
    { id: 'slug', header: t('list.slug'), cell: (category) => <span dir="ltr">{category.slug}</span> },
    { id: 'isActive', header: t('list.status'), cell: (category) => <StatusBadge tone={category.isActive ? 'success' : 'neutral'}>{t(category.isActive ? 'status.active' : 'status.inactive')}</StatusBadge>, inCard: true },
  ];

  const statusActions = useActiveStatusActions<Category>(productCategories, {
    activate: t('list.activate'),
    deactivate: t('list.deactivate'),
    failed: t('list.statusFailed'),
    success: specText,
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate(`${PRODUCT_CATEGORIES_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<Category>
        resource={productCategories}
        label={t('title')}
        columns={columns}
        filters={{ status: sentStatus }}
        defaultSize={25}
        getRowLabel={(category) => category.name}
        onEdit={(category) => void navigate(`${PRODUCT_CATEGORIES_PATH}/edit/${category.id}`)}
        moreActions={statusActions}
        emptyTitle={status !== 'ALL' ? t('list.emptyWithStatus') : t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        searchLabel={t('list.search')}
        toolbar={
          <ActiveStatusFilter
            status={status}
            onChange={chooseStatus}
            labels={{ label: t('list.statusFilter'), all: t('list.allStatuses'), active: t('status.active'), inactive: t('status.inactive') }}
          />
        }
      />
    </div>
  );
}
