import { usersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { userToForm, type UserFormValues } from '../model/userForm';
import { UserFacts } from './UserFacts';

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
      <UserFacts user={user} />
      <TextInput<UserFormValues> name="fullname" label={t('form.name')} maxLength={USER_LIMITS.fullname} isRequired />
      <TextInput<UserFormValues> name="username" label={t('form.username')} maxLength={USER_LIMITS.username} type="email" dir="ltr" isRequired />
    </ResourceForm>
  );
}
