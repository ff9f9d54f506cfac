import { usersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';

export interface LoginTypesProps {
  /** A sum of login type bits: 1 Email, 2 Facebook, 4 Google, 8 Smart Link, 16 Apple. */
  bits: number;
}

/** The ways a user signs in to the apps, named from the bits, joined by commas; a dash when none. */
export function LoginTypes({ bits }: LoginTypesProps) {
  const { t } = useTranslation(['user-account', 'common']);
  const names = usersContract.loginTypesOf(bits).map((name) => t(`loginType.${name}`));
  return <span>{names.length > 0 ? names.join(t('common:listSeparator')) : '—'}</span>;
}
