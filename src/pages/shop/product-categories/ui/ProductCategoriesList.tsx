import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorText, shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, type useResourceActions } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn, DataTableRowAction } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { Select } from '@/shared/ui/select';
import { StatusBadge } from '@/shared/ui/status-badge';
import { showToast } from '@/shared/ui/toast';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { CategoryPicture } from './CategoryPicture';
import { PRODUCT_CATEGORIES_PATH } from './paths';

type Category = shopContract.ProductCategory;
type Status = 'ALL' | 'ACTIVE' | 'INACTIVE';
type Perform = ReturnType<typeof useResourceActions>['perform'];
const { productCategories, PRODUCT_CATEGORY_MESSAGES: M } = shopContract;
const specText = specTextOf('productCategory', M);

/** /vendor-products/category: search by name, a status filter (kept in the address as `?status=`), pages of 25, each row's parent; Add, Edit, Activate or Deactivate. */
export function ProductCategoriesList() {
  const { t } = useTranslation(['product-categories', 'server-messages']);
  const allows = useResourceAccess(productCategories);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = (['ACTIVE', 'INACTIVE'].find((value) => value === searchParams.get('status')) ?? 'ALL') as Status;
  const chooseStatus = (next: Status) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'ALL') params.delete('status');
      else params.set('status', next);
      params.delete('page');
      return params;
    });

  const columns: DataTableColumn<Category>[] = [
    { id: 'image', header: t('list.image'), cell: (category) => <CategoryPicture category={category} which="imageFile" alt={t('list.imageOf', { name: category.name })} className="h-10 w-10 rounded" />, width: 90 },
    { id: 'name', header: t('list.name'), cell: (category) => category.name, isRowHeader: true, isUserText: true },
    { id: 'parent', header: t('list.parent'), cell: (category) => category.parentCategoryName ?? <span className="text-ink-muted">{t('list.mainCategory')}</span>, isUserText: true, inCard: true },
    { id: 'displayRank', header: t('list.displayRank'), cell: (category) => category.displayRank ?? '—', width: 90 },
    { id: 'slug', header: t('list.slug'), cell: (category) => <span dir="ltr">{category.slug}</span> },
    { id: 'isActive', header: t('list.status'), cell: (category) => <StatusBadge tone={category.isActive ? 'success' : 'neutral'}>{t(category.isActive ? 'status.active' : 'status.inactive')}</StatusBadge>, inCard: true },
  ];

  const moreActions = (category: Category, perform: Perform): DataTableRowAction[] => {
    const action = category.isActive ? 'deactivate' : 'activate';
    if (!allows({ action })) return [];
    const change = async () => {
      try {
        showToast({ tone: 'success', title: specText((await perform(action, category.id)).message) ?? '' });
      } catch (error) {
        showToast({ tone: 'danger', title: t('list.statusFailed'), description: errorText(error) });
      }
    };
    return [{ id: action, label: t(`list.${action}`), onAction: () => void change() }];
  };

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
        filters={{ status: status === 'ALL' ? '' : status }}
        defaultSize={25}
        getRowLabel={(category) => category.name}
        onEdit={(category) => void navigate(`${PRODUCT_CATEGORIES_PATH}/edit/${category.id}`)}
        moreActions={moreActions}
        emptyTitle={status !== 'ALL' ? t('list.emptyWithStatus') : t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        searchLabel={t('list.search')}
        toolbar={
          <Select<Status>
            label={t('list.statusFilter')}
            items={[
              { id: 'ALL', label: t('list.allStatuses') },
              { id: 'ACTIVE', label: t('status.active') },
              { id: 'INACTIVE', label: t('status.inactive') },
            ]}
            selectedKey={status}
            onSelectionChange={chooseStatus}
            className="w-48"
          />
        }
      />
    </div>
  );
}
