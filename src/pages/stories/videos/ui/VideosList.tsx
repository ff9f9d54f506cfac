import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCan } from '@/entities/session';
import { storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn, DataTableRowAction } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { useVideoFilters } from '../model/useVideoFilters';
import { AddToPackageDialog } from './AddToPackageDialog';
import { AssignedPackagesDialog } from './AssignedPackagesDialog';
import { StatsDownloadDialog } from './StatsDownloadDialog';
import { VideoFilters } from './VideoFilters';
import { VIDEO_SYNC_PATH, VIDEOS_PATH, videoEditPath } from './paths';

type Video = storiesContract.Video;
const { videos } = storiesContract;

/**
 * /video-management: the videos, newest first, 25 a page; search by title, filters by id, category and the
 * days added; sortable by id, title, likes, shares, watch time and date. Each row's menu offers, as the
 * viewer's bits allow, Edit, Assigned Packages, Add to Package and Delete; the header offers Sync Videos,
 * Download Stats and Add Video.
 */
export function VideosList() {
  const { t } = useTranslation(['videos', 'server-messages']);
  const allows = useResourceAccess(videos);
  const can = useCan();
  const navigate = useNavigate();
  const { numericDate } = useDateFormats();
  const filters = useVideoFilters();
  const [placesOf, setPlacesOf] = useState<Video | null>(null);
  const [adding, setAdding] = useState<Video | null>(null);
  const [isStatsOpen, setIsStatsOpen] = useState(false);

  const columns: DataTableColumn<Video>[] = [
    { id: 'id', header: t('list.id'), cell: (video) => video.id, width: 80, inCard: true },
    { id: 'title', header: t('list.videoTitle'), cell: (video) => video.title, isRowHeader: true, isUserText: true },
    { id: 'category', header: t('list.category'), cell: (video) => video.categoryName ?? t('list.noCategory'), inCard: true },
    { id: 'likes', header: t('list.likes'), cell: (video) => video.likes, align: 'end' },
    { id: 'shares', header: t('list.shares'), cell: (video) => video.shares, align: 'end' },
    { id: 'watchSeconds', header: t('list.watchTime'), cell: (video) => <span dir="ltr">{video.formattedWatchTime}</span>, align: 'end', inCard: true },
    { id: 'packages', header: t('list.packages'), cell: (video) => video.packageCount, align: 'end' },
    {
      id: 'sponsored',
      header: t('list.sponsored'),
      cell: (video) => <StatusBadge tone={video.isSponsored ? 'info' : 'neutral'}>{t(video.isSponsored ? 'list.yes' : 'list.no')}</StatusBadge>,
    },
    { id: 'createdAt', header: t('list.created'), cell: (video) => numericDate(video.createdAt), inCard: true },
  ];

  const moreActions = (video: Video): DataTableRowAction[] => [
    ...(allows('find') ? [{ id: 'packages', label: t('list.assignedPackages'), onAction: () => setPlacesOf(video) }] : []),
    ...(can('PACKAGES', 'edit') ? [{ id: 'add-to-package', label: t('list.addToPackage'), onAction: () => setAdding(video) }] : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onPress={() => void navigate(VIDEO_SYNC_PATH)}>
              {t('list.syncVideos')}
            </Button>
            {allows('find') && (
              <Button variant="secondary" onPress={() => setIsStatsOpen(true)}>
                {t('list.downloadStats')}
              </Button>
            )}
            {allows('create') && <Button onPress={() => void navigate(`${VIDEOS_PATH}/create`)}>{t('list.add')}</Button>}
          </div>
        }
      />
      <ResourceList<Video>
        resource={videos}
        label={t('title')}
        columns={columns}
        filters={filters.sent}
        defaultSize={25}
        getRowLabel={(video) => video.title}
        onEdit={(video) => void navigate(videoEditPath(video))}
        moreActions={moreActions}
        emptyTitle={filters.isFiltered ? t('list.emptyFiltered') : t('list.emptyTitle')}
        emptyDescription={filters.isFiltered ? undefined : t('list.emptyDescription')}
        searchLabel={t('list.search')}
        toolbar={<VideoFilters filters={filters} />}
      />
      <AssignedPackagesDialog video={placesOf} onClose={() => setPlacesOf(null)} />
      <AddToPackageDialog video={adding} onClose={() => setAdding(null)} />
      <StatsDownloadDialog isOpen={isStatsOpen} onClose={() => setIsStatsOpen(false)} />
    </div>
  );
}
