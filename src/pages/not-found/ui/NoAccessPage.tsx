import { useTranslation } from '@/shared/i18n';
import { ShellNotice } from './ShellNotice';

/** What a section shows, in place of its screen, to someone whose security profile does not include it. */
export function NoAccessPage() {
  const { t } = useTranslation('shell');
  return <ShellNotice code={403} title={t('noAccess.title')} description={t('noAccess.description')} />;
}
