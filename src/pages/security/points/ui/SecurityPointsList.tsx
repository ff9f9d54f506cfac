import { useNavigate } from 'react-router-dom';
import { BitsText } from '@/entities/security-bit';
import { securityContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { SECURITY_POINTS_PATH } from './paths';

type SecurityPoint = securityContract.SecurityPoint;
const { securityPoints } = securityContract;

/** /security/points: search, pages of 25, Add and Edit on their own pages; View opens the edit page read-only. No delete (the spec has none). */
export function SecurityPointsList() {
  // The bits' words are asked for with the page's, so their rows never wait for them once shown.
  const { t } = useTranslation(['security-points', 'security-bits']);
  const allows = useResourceAccess(securityPoints);
  const navigate = useNavigate();
  const open = (point: SecurityPoint) => void navigate(`${SECURITY_POINTS_PATH}/edit/${point.securityPointId}`);

  const columns: DataTableColumn<SecurityPoint>[] = [
    { id: 'title', header: t('list.title'), cell: (point) => point.title, isRowHeader: true, isUserText: true },
    { id: 'bitSettings', header: t('list.bitSettings'), cell: (point) => <BitsText value={point.bitSettings} /> },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate(`${SECURITY_POINTS_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<SecurityPoint>
        resource={securityPoints}
        label={t('title')}
        columns={columns}
        getRowLabel={(point) => point.title}
        onView={allows('update') ? undefined : open}
        onEdit={open}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
      />
    </div>
  );
}
