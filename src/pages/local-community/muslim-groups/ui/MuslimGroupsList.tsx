import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { MUSLIM_GROUPS_PATH } from './paths';

type Group = siteContract.CommunityGroup;
const { communityGroups } = siteContract;

/** /local-community/muslim-groups: search by name, pages of 25, each group's picture and whether it is local; Add Group, Edit and Delete. */
export function MuslimGroupsList() {
  const { t } = useTranslation('muslim-groups');
  const allows = useResourceAccess(communityGroups);
  const navigate = useNavigate();

  const columns: DataTableColumn<Group>[] = [
    {
      id: 'picture',
      header: t('list.picture'),
      cell: (group) =>
        group.groupImageUrl ? <img src={group.groupImageUrl} alt={t('list.pictureOf', { name: group.name })} className="h-10 w-10 rounded object-cover" /> : null,
      width: 80,
    },
    { id: 'name', header: t('list.name'), cell: (group) => group.name, isRowHeader: true, isUserText: true },
    { id: 'slug', header: t('list.slug'), cell: (group) => <span dir="ltr">{group.slug}</span>, inCard: true },
    {
      id: 'localGroup',
      header: t('list.local'),
      cell: (group) => <StatusBadge tone={group.localGroup ? 'info' : 'neutral'}>{t(group.localGroup ? 'list.isLocal' : 'list.notLocal')}</StatusBadge>,
      inCard: true,
    },
    { id: 'place', header: t('list.place'), cell: (group) => (group.localGroup && group.latitude ? <span dir="ltr">{`${group.latitude}, ${group.longitude}`}</span> : '—') },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate(`${MUSLIM_GROUPS_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<Group>
        resource={communityGroups}
        label={t('title')}
        columns={columns}
        getRowLabel={(group) => group.name}
        onEdit={(group) => void navigate(`${MUSLIM_GROUPS_PATH}/edit/${group.groupId}`)}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        searchLabel={t('list.search')}
      />
    </div>
  );
}
