import { ForgotPasswordForm } from '@/features/forgot-password';
import { PUBLIC_PATHS } from '@/shared/config';
import { SERVER_MESSAGES_NAMESPACE } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Link } from '@/shared/ui/link';
import { AuthFrame } from '@/widgets/auth-frame';

export function ForgotPasswordPage() {
  // The server's messages come with the screen's own words: both are shown in the panel's language.
  const { t } = useTranslation(['auth', SERVER_MESSAGES_NAMESPACE]);
  return (
    <AuthFrame
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={<Link href={PUBLIC_PATHS.login}>{t('forgot.backToLogin')}</Link>}
    >
      <ForgotPasswordForm />
    </AuthFrame>
  );
}
