import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { VideoForm } from './VideoForm';
import { VIDEOS_PATH } from './paths';

const HISTORY_FIELDS: Record<string, string> = {
  externalId: 'form.externalId',
  title: 'form.name',
  description: 'form.description',
  categoryId: 'form.category',
  isSponsored: 'form.sponsored',
  cta: 'form.cta',
  ctaButton: 'form.ctaButton',
  ctaLinkType: 'form.ctaLinkType',
  tags: 'form.tags',
};

/** /video-management/create and /edit/{VideoManagementId}/{VimeoId}: the page form, back to the videos 2 s after saving. */
export function VideoEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('videos');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(VIDEOS_PATH), [navigate]);
  return (
    <ResourceRecordPage<storiesContract.Video>
      resource={storiesContract.videos}
      idParam="VideoManagementId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: VIDEOS_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (HISTORY_FIELDS[field] ? t(HISTORY_FIELDS[field]) : field)}
    >
      {(video) => <VideoForm key={video?.id ?? 'new'} video={video} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
