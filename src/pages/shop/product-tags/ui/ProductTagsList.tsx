import { useNavigate } from 'react-router-dom';
import { shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';
import { ActiveStatusFilter, ResourceList, useActiveStatusActions, useActiveStatusFilter, useResourceAccess } from '@/widgets/resource-list';
import { PRODUCT_TAGS_PATH } from './paths';
import { TagPicture } from './TagPicture';

type ProductTag = shopContract.ProductTag;
const { productTags, PRODUCT_TAG_MESSAGES: M } = shopContract;
const specText = specTextOf('productTag', M);

/** /vendor-products/tags: search by name, a status filter (kept in the address as `?status=`), pages of 25, Add, Edit, Activate or Deactivate. */
export function ProductTagsList() {
  const { t } = useTranslation(['product-tags', 'server-messages']);
  const allows = useResourceAccess(productTags);
  const navigate = useNavigate();
  const { status, choose: chooseStatus, sent: sentStatus } = useActiveStatusFilter();

  const columns: DataTableColumn<ProductTag>[] = [
    { id: 'image', header: t('list.image'), cell: (tag) => <TagPicture tag={tag} alt={t('list.imageOf', { name: tag.name })} />, width: 90 },
    { id: 'name', header: t('list.name'), cell: (tag) => tag.name, isRowHeader: true, isUserText: true },
    { id: 'slug', header: t('list.slug'), cell: (tag) => <span dir="ltr">{tag.slug}</span> },
    { id: 'description', header: t('list.description'), cell: (tag) => tag.description, isUserText: true },
    { id: 'isActive', header: t('list.status'), cell: (tag) => <StatusBadge tone={tag.isActive ? 'success' : 'neutral'}>{t(tag.isActive ? 'status.active' : 'status.inactive')}</StatusBadge>, inCard: true },
  ];

  const statusActions = useActiveStatusActions<ProductTag>(productTags, {
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
        actions={allows('create') ? <Button onPress={() => void navigate(`${PRODUCT_TAGS_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<ProductTag>
        resource={productTags}
        label={t('title')}
        columns={columns}
        filters={{ status: sentStatus }}
        defaultSize={25}
        getRowLabel={(tag) => tag.name}
        onEdit={(tag) => void navigate(`${PRODUCT_TAGS_PATH}/edit/${tag.id}`)}
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
