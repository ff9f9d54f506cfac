import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorText, shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn, DataTableRowAction } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { Select } from '@/shared/ui/select';
import { StatusBadge } from '@/shared/ui/status-badge';
import { showToast } from '@/shared/ui/toast';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { PRODUCT_TAGS_PATH } from './paths';
import { TagPicture } from './TagPicture';

type ProductTag = shopContract.ProductTag;
type Status = 'ALL' | 'ACTIVE' | 'INACTIVE';
const { productTags, PRODUCT_TAG_MESSAGES: M } = shopContract;
const specText = specTextOf('productTag', M);

/** /vendor-products/tags: search by name, a status filter (kept in the address as `?status=`), pages of 25, Add, Edit, Activate or Deactivate. */
export function ProductTagsList() {
  const { t } = useTranslation(['product-tags', 'server-messages']);
  const allows = useResourceAccess(productTags);
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

  const columns: DataTableColumn<ProductTag>[] = [
    { id: 'image', header: t('list.image'), cell: (tag) => <TagPicture tag={tag} alt={t('list.imageOf', { name: tag.name })} />, width: 90 },
    { id: 'name', header: t('list.name'), cell: (tag) => tag.name, isRowHeader: true, isUserText: true },
    { id: 'slug', header: t('list.slug'), cell: (tag) => <span dir="ltr">{tag.slug}</span> },
    { id: 'description', header: t('list.description'), cell: (tag) => tag.description, isUserText: true },
    { id: 'isActive', header: t('list.status'), cell: (tag) => <StatusBadge tone={tag.isActive ? 'success' : 'neutral'}>{t(tag.isActive ? 'status.active' : 'status.inactive')}</StatusBadge>, inCard: true },
  ];

  const moreActions = (tag: ProductTag, perform: (action: string, id: number) => Promise<{ message: string }>): DataTableRowAction[] => {
    const action = tag.isActive ? 'deactivate' : 'activate';
    if (!allows({ action })) return [];
    const change = async () => {
      try {
        showToast({ tone: 'success', title: specText((await perform(action, tag.id)).message) ?? '' });
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
        actions={allows('create') ? <Button onPress={() => void navigate(`${PRODUCT_TAGS_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<ProductTag>
        resource={productTags}
        label={t('title')}
        columns={columns}
        filters={{ status: status === 'ALL' ? '' : status }}
        defaultSize={25}
        getRowLabel={(tag) => tag.name}
        onEdit={(tag) => void navigate(`${PRODUCT_TAGS_PATH}/edit/${tag.id}`)}
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
