import { useNavigate } from 'react-router-dom';
import { shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, type useResourceActions } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn, DataTableRowAction } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';
import { ActiveStatusFilter, ResourceList, useActiveStatusActions, useActiveStatusFilter, useResourceAccess } from '@/widgets/resource-list';
import { VendorLogo } from './VendorPicture';
import { VENDORS_PATH } from './paths';

type Vendor = shopContract.Vendor;
type Perform = ReturnType<typeof useResourceActions>['perform'];
const { vendors, VENDOR_MESSAGES: M } = shopContract;
const specText = specTextOf('vendor', M);

/** /vendor-management: search by name, a status filter (kept in the address as `?status=`), pages of 25, each row's store type; Add, Edit, Activate or Deactivate. */
export function VendorsList() {
  const { t } = useTranslation(['vendors', 'server-messages']);
  const allows = useResourceAccess(vendors);
  const navigate = useNavigate();
  const { status, choose: chooseStatus, sent: sentStatus } = useActiveStatusFilter();

  const columns: DataTableColumn<Vendor>[] = [
    { id: 'logo', header: t('list.logo'), cell: (vendor) => <VendorLogo vendor={vendor} alt={t('list.logoOf', { name: vendor.name })} className="h-10 w-10 rounded" />, width: 80 },
    { id: 'name', header: t('list.name'), cell: (vendor) => vendor.name, isRowHeader: true, isUserText: true },
    { id: 'storeType', header: t('list.storeType'), cell: (vendor) => t(`storeType.${vendor.storeType}`), inCard: true },
    { id: 'contact', header: t('list.contact'), cell: (vendor) => <span dir="ltr">{vendor.contact}</span>, isUserText: true },
    { id: 'isActive', header: t('list.status'), cell: (vendor) => <StatusBadge tone={vendor.isActive ? 'success' : 'neutral'}>{t(vendor.isActive ? 'status.active' : 'status.inactive')}</StatusBadge>, inCard: true },
  ];

  const statusActions = useActiveStatusActions<Vendor>(vendors, {
    activate: t('list.activate'),
    deactivate: t('list.deactivate'),
    failed: t('list.statusFailed'),
    success: specText,
  });
  const moreActions = (vendor: Vendor, perform: Perform): DataTableRowAction[] => [
    // The store sync's runs are the vendor's to view; starting one needs the edit bit there.
    ...(allows('find') ? [{ id: 'sync', label: t('list.sync'), onAction: () => void navigate(`${VENDORS_PATH}/sync/${vendor.id}`) }] : []),
    ...statusActions(vendor, perform),
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate(`${VENDORS_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<Vendor>
        resource={vendors}
        label={t('title')}
        columns={columns}
        filters={{ status: sentStatus }}
        defaultSize={25}
        getRowLabel={(vendor) => vendor.name}
        onEdit={(vendor) => void navigate(`${VENDORS_PATH}/edit/${vendor.id}`)}
        moreActions={moreActions}
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
