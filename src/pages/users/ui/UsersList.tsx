import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/entities/session';
import { LoginTypes, UserStatusBadge } from '@/entities/user-account';
import { BanUserDialog } from '@/features/user-ban';
import { MoveUserGroupDialog } from '@/features/user-move-group';
import { errorText, usersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import type { useResourceActions } from '@/shared/lib/resource';
import type { DataTableColumn, DataTableRowAction } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';
import { showToast } from '@/shared/ui/toast';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { editPath } from '../lib/paths';
import { useUserFilters } from '../model/userFilters';
import { UserFilters } from './UserFilters';

type User = usersContract.User;
type Perform = ReturnType<typeof useResourceActions>['perform'];
const { users } = usersContract;
const ACTIVE = 1;
const ADMIN_LOCKED = 3;

/**
 * /users: 25 a page, searched by e-mail and user id, filtered by status. Edit and Edit Security Group need
 * the edit bit on USERS, Activate and Deactivate the perform bit, Ban the delete bit; one's own row offers
 * none of Deactivate, Ban and Edit Security Group, and a user who outranks the viewer (holds a permission the
 * viewer lacks) offers none at all, marked as such.
 */
export function UsersList() {
  const { t } = useTranslation('users');
  const allows = useResourceAccess(users);
  const navigate = useNavigate();
  const { profile } = useSession();
  const filters = useUserFilters();
  const [banning, setBanning] = useState<User | null>(null);
  const [moving, setMoving] = useState<User | null>(null);
  const isOwn = (user: User) => user.userId === profile?.userId;

  const changeStatus = async (user: User, action: 'activate' | 'deactivate', perform: Perform) => {
    try {
      const { message } = await perform(action, user.userId);
      showToast({ tone: 'success', title: message });
    } catch (error) {
      showToast({ tone: 'danger', title: t('failed.status'), description: errorText(error) });
    }
  };

  const moreActions = (user: User, perform: Perform): DataTableRowAction[] => {
    const own = isOwn(user);
    const isActive = user.status === ACTIVE;
    // The server refuses any change to the account of a user who holds what the viewer does not.
    if (user.outranksYou) return [];
    return [
      ...(allows({ action: 'activate' }) && !isActive ? [{ id: 'activate', label: t('actions.activate'), onAction: () => void changeStatus(user, 'activate', perform) }] : []),
      ...(allows({ action: 'deactivate' }) && isActive && !own ? [{ id: 'deactivate', label: t('actions.deactivate'), onAction: () => void changeStatus(user, 'deactivate', perform) }] : []),
      ...(allows({ action: 'moveGroup' }) && !own ? [{ id: 'moveGroup', label: t('actions.moveGroup'), onAction: () => setMoving(user) }] : []),
      ...(allows({ action: 'ban' }) && user.status !== ADMIN_LOCKED && !own
        ? [{ id: 'ban', label: t('actions.ban'), tone: 'danger' as const, onAction: () => setBanning(user) }]
        : []),
    ];
  };

  const columns: DataTableColumn<User>[] = [
    { id: 'userId', header: t('list.userId'), cell: (user) => user.userId, width: 88 },
    {
      id: 'fullname',
      header: t('list.name'),
      isRowHeader: true,
      isUserText: true,
      cell: (user) => (
        <span className="flex flex-col">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{user.fullname}</span>
            {isOwn(user) && <StatusBadge tone="info">{t('list.you')}</StatusBadge>}
            {user.outranksYou && <StatusBadge tone="neutral">{t('list.outranksYou')}</StatusBadge>}
          </span>
          <bdi className="text-ink-muted" dir="ltr">
            {user.username}
          </bdi>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('list.status'),
      inCard: true,
      cell: (user) => (
        <span className="flex flex-col items-start gap-1">
          <UserStatusBadge status={user.status} />
          {user.reason && (
            <bdi dir="auto" className="line-clamp-2 text-xs text-ink-muted">
              {user.reason}
            </bdi>
          )}
        </span>
      ),
    },
    { id: 'group', header: t('list.group'), cell: (user) => user.groupName, isUserText: true, inCard: true },
    { id: 'loginType', header: t('list.loginType'), cell: (user) => <LoginTypes bits={user.loginType} /> },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]} />
      <ResourceList<User>
        resource={users}
        label={t('title')}
        columns={columns}
        getRowLabel={(user) => user.fullname}
        onEdit={(user) => void navigate(editPath(user.userId))}
        canEdit={(user) => !user.outranksYou}
        moreActions={moreActions}
        filters={{ status: filters.status, userId: filters.userId }}
        searchLabel={t('filters.email')}
        toolbar={<UserFilters filters={filters} />}
        emptyTitle={filters.status === null && filters.userId === null ? t('list.emptyTitle') : t('list.noMatch')}
        emptyDescription={t('list.emptyDescription')}
      />
      <BanUserDialog user={banning} onClose={() => setBanning(null)} />
      <MoveUserGroupDialog user={moving} onClose={() => setMoving(null)} />
    </div>
  );
}
