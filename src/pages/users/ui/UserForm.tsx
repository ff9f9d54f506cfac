import { LoginTypes, UserStatusBadge } from '@/entities/user-account';
import { usersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { userToForm, type UserFormValues } from '../model/userForm';

const { users, userInput, USER_LIMITS, USER_MESSAGES } = usersContract;
const specText = specTextOf('user', USER_MESSAGES);

export interface UserFormProps {
  user: usersContract.User;
  /** Runs 2 s after the success message (back to the list). */
  onDone(): void;
}

/** The user's name and username (the sign-in e-mail); status, group and login types are shown, changed from the list. */
export function UserForm({ user, onDone }: UserFormProps) {
  const { t } = useTranslation(['users', 'server-messages']);
  const { form, status } = useResourceForm<UserFormValues>({
    resource: users,
    id: user.userId,
    schema: userInput,
    defaultValues: userToForm(user),
    variant: 'page',
    onDone,
    failedTitle: t('failed.save'),
  });
  return (
    <ResourceForm label={t('form.title')} form={form} status={status} errorText={specText}>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
        <dt className="font-medium text-ink-muted">{t('list.userId')}</dt>
        <dd>{user.userId}</dd>
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
      <TextInput<UserFormValues> name="fullname" label={t('form.name')} maxLength={USER_LIMITS.fullname} isRequired />
      <TextInput<UserFormValues> name="username" label={t('form.username')} maxLength={USER_LIMITS.username} type="email" dir="ltr" isRequired />
    </ResourceForm>
  );
}
