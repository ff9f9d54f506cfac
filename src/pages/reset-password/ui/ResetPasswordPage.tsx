import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession, useSetProfile } from '@/entities/session';
import { ResetPasswordForm } from '@/features/reset-password';
import { SignOutButton } from '@/features/sign-out';
import { authContract, callApi, SERVER_MESSAGES_NAMESPACE } from '@/shared/api';
import { PUBLIC_PATHS } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { Alert } from '@/shared/ui/alert';
import { Link } from '@/shared/ui/link';
import { AuthFrame } from '@/widgets/auth-frame';

/**
 * Two ways in: the e-mailed link (`?token=`), or a first sign-in that must choose a new password.
 * In the second case the panel opens as soon as the server has accepted the new password.
 */
export function ResetPasswordPage() {
  // The server's messages come with the screen's own words: both are shown in the panel's language.
  const { t } = useTranslation(['auth', SERVER_MESSAGES_NAMESPACE]);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? undefined;
  const { isSignedIn, profile } = useSession();
  const setProfile = useSetProfile();
  const [isDone, setDone] = useState(false);
  const isFirstSignIn = !token && isSignedIn && Boolean(profile?.mustChangePassword);

  const finishFirstSignIn = async () => {
    const fresh = await callApi(authContract.me, {}).catch(() => null);
    if (profile) setProfile(fresh ?? { ...profile, mustChangePassword: false });
  };

  if (isFirstSignIn) {
    return (
      <AuthFrame
        title={t('reset.title')}
        intro={t('reset.introFirstSignIn', { name: profile?.fullname ?? '' })}
        footer={<SignOutButton variant="ghost">{t('reset.signOut')}</SignOutButton>}
      >
        <ResetPasswordForm onDone={finishFirstSignIn} />
      </AuthFrame>
    );
  }

  const toLogin = <Link href={PUBLIC_PATHS.login}>{t('reset.toLogin')}</Link>;
  return (
    <AuthFrame title={t('reset.title')} intro={t('reset.introLink')} footer={toLogin}>
      {isDone ? (
        <Alert tone="success">{t('reset.done')}</Alert>
      ) : token ? (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      ) : (
        <Alert tone="warning">
          {t('reset.missingToken')} <Link href={PUBLIC_PATHS.forgotPassword}>{t('signIn.forgot')}</Link>
        </Alert>
      )}
    </AuthFrame>
  );
}
