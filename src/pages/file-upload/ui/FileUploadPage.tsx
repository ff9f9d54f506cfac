import { useSWRConfig } from 'swr';
import { useCan } from '@/entities/session';
import { apiKey, siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Alert } from '@/shared/ui/alert';
import { PageHeader } from '@/shared/ui/page-header';
import { PublishFileForm } from './PublishFileForm';
import { RecentPublicFiles } from './RecentPublicFiles';

/** /file-upload: a single page, FILE UPLOAD, publishing files in public-files (upload needs the add bit). */
export function FileUploadPage() {
  const { t } = useTranslation('file-upload');
  const can = useCan();
  const { mutate } = useSWRConfig();
  const refreshRecent = () => void mutate(apiKey(siteContract.recentPublicFiles, {}));

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]} description={t('description')} />
      {can('FILE_UPLOAD', 'add') ? <PublishFileForm onPublished={refreshRecent} /> : <Alert tone="info">{t('noAddRights')}</Alert>}
      <RecentPublicFiles />
    </div>
  );
}
