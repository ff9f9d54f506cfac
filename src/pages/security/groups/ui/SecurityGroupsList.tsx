import { useNavigate } from 'react-router-dom';
import { securityContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { SECURITY_GROUPS_PATH } from './paths';

type SecurityGroup = securityContract.SecurityGroup;
const { securityGroups } = securityContract;

/** /security/group: search, pages of 25, Add and Edit on their own pages; View opens the edit page read-only. No delete (the spec has none). */
export function SecurityGroupsList() {
  const { t } = useTranslation('security-groups');
  const allows = useResourceAccess(securityGroups);
  const navigate = useNavigate();
  const open = (group: SecurityGroup) => void navigate(`${SECURITY_GROUPS_PATH}/edit/${group.groupId}`);

  const columns: DataTableColumn<SecurityGroup>[] = [
    { id: 'title', header: t('list.title'), cell: (group) => group.title, isRowHeader: true, isUserText: true },
    { id: 'profileName', header: t('list.profile'), cell: (group) => group.profileName, isUserText: true },
    { id: 'notes', header: t('list.notes'), cell: (group) => group.notes, isUserText: true },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate(`${SECURITY_GROUPS_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<SecurityGroup>
        resource={securityGroups}
        label={t('title')}
        columns={columns}
        getRowLabel={(group) => group.title}
        onView={allows('update') ? undefined : open}
        onEdit={open}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
      />
    </div>
  );
}
