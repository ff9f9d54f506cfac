import { LoginTypes, UserStatusBadge } from '@/entities/user-account';
import type { usersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';

export interface UserFactsProps {
  user: usersContract.User;
  /** Shows the name and username too, where no form holds them. */
  withIdentity?: boolean;
}

/** What the edit screen shows of a user and does not change there: id, status (with a ban's reason), group and login types. */
export function UserFacts({ user, withIdentity = false }: UserFactsProps) {
  const { t } = useTranslation('users');
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
      <dt className="font-medium text-ink-muted">{t('list.userId')}</dt>
      <dd>{user.userId}</dd>
      {withIdentity && (
        <>
          <dt className="font-medium text-ink-muted">{t('form.name')}</dt>
          <dd>
            <bdi>{user.fullname}</bdi>
          </dd>
          <dt className="font-medium text-ink-muted">{t('form.username')}</dt>
          <dd>
            <bdi dir="ltr">{user.username}</bdi>
          </dd>
        </>
      )}
      <dt className="font-medium text-ink-muted">{t('list.status')}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <UserStatusBadge status={user.status} />
        {user.reason && <bdi dir="auto">{user.reason}</bdi>}
      </dd>
      <dt className="font-medium text-ink-muted">{t('list.group')}</dt>
      <dd>
        <bdi>{user.groupName}</bdi>
      </dd>
      <dt className="font-medium text-ink-muted">{t('list.loginType')}</dt>
      <dd>
        <LoginTypes bits={user.loginType} />
      </dd>
    </dl>
  );
}
