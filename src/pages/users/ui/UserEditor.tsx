import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { usersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { LIST_PATH } from '../lib/paths';
import { Alert } from '@/shared/ui/alert';
import { UserFacts } from './UserFacts';
import { UserForm } from './UserForm';

const FIELD_LABELS: Record<string, string> = {
  fullname: 'form.name',
  username: 'form.username',
  status: 'list.status',
  groupId: 'history.groupId',
  groupName: 'list.group',
  reason: 'history.reason',
  loginType: 'list.loginType',
};

/**
 * /users/edit/{usersId}: the form, back to the list 2 s after saving, and the History of every change to the
 * user; a user who outranks the viewer is shown, not offered for change.
 */
export function UserEditor() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(LIST_PATH), [navigate]);
  return (
    <ResourceRecordPage<usersContract.User>
      resource={usersContract.users}
      idParam="usersId"
      title={t('form.title')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: LIST_PATH }]}
      notFoundMessage={t('failed.notFound')}
      failedMessage={t('failed.load')}
      fieldLabel={(field) => (field in FIELD_LABELS ? t(FIELD_LABELS[field]!) : field)}
    >
      {(user) =>
        user &&
        (user.outranksYou ? (
          // The server refuses any change to the account of a user who holds what the viewer does not.
          <div className="flex flex-col gap-4">
            <Alert tone="info">{t('form.outranksYou')}</Alert>
            <UserFacts user={user} withIdentity />
          </div>
        ) : (
          <UserForm key={user.userId} user={user} onDone={backToList} />
        ))
      }
    </ResourceRecordPage>
  );
}
