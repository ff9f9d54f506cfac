import { useTranslation } from '@/shared/i18n';
import { ShellNotice } from './ShellNotice';

/** What any unknown or not yet available path shows inside the shell. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return <ShellNotice code={404} title={t('notFound.title')} description={t('notFound.description')} />;
}
