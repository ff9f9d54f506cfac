import { SignInForm } from '@/features/sign-in';
import { useTranslation } from '@/shared/i18n';
import { AuthFrame } from '@/widgets/auth-frame';

/** Shown at any address while nobody is signed in; after sign-in the same address opens. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame title={t('signIn.title')} intro={t('signIn.intro')}>
      <SignInForm />
    </AuthFrame>
  );
}
