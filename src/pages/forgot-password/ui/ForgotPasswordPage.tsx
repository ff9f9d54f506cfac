import { ForgotPasswordForm } from '@/features/forgot-password';
import { PUBLIC_PATHS } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { Link } from '@/shared/ui/link';
import { AuthFrame } from '@/widgets/auth-frame';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
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
