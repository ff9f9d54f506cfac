import { errorText, storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { useCategoryVideoStats } from '../model/useCategoryVideoStats';

type Stat = storiesContract.CategoryVideoStat;

export interface CategoryVideoStatsDialogProps {
  /** The category whose videos are shown; null keeps the popup closed. */
  category: storiesContract.VideoCategory | null;
  onClose(): void;
}

/** 'Videos Stat': a category's videos, searchable by title, sortable by likes and shares, 10 a page; 1000 px wide, Close only. */
export function CategoryVideoStatsDialog({ category, onClose }: CategoryVideoStatsDialogProps) {
  const { t } = useTranslation('video-categories');
  return (
    <Dialog
      isOpen={category !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('stats.title')}
      size="wide"
      hideCloseButton
      footer={<Button onPress={onClose}>{t('stats.close')}</Button>}
    >
      {category && <CategoryVideoStats key={category.id} category={category} />}
    </Dialog>
  );
}

function CategoryVideoStats({ category }: { category: storiesContract.VideoCategory }) {
  const { t } = useTranslation('video-categories');
  const stats = useCategoryVideoStats(category.id);
  const { data, error, isLoading, mutate } = stats.reply;

  const columns: DataTableColumn<Stat>[] = [
    { id: 'id', header: t('stats.id'), cell: (video) => video.id, width: 80 },
    { id: 'title', header: t('stats.videoTitle'), cell: (video) => video.title, isRowHeader: true, isUserText: true, inCard: true },
    { id: 'likes', header: t('stats.likes'), cell: (video) => video.likes, isSortable: true, align: 'end', inCard: true },
    { id: 'shares', header: t('stats.shares'), cell: (video) => video.shares, isSortable: true, align: 'end', inCard: true },
    { id: 'tags', header: t('stats.tags'), cell: (video) => <span dir="auto">{video.tags.join(', ').toUpperCase()}</span> },
    { id: 'watchTime', header: t('stats.watchTime'), cell: (video) => <span dir="ltr">{video.formattedWatchTime}</span>, align: 'end' },
  ];

  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink-muted">{t('stats.of', { name: category.name })}</p>
      <DataTable
        label={t('stats.tableLabel', { name: category.name })}
        columns={columns}
        rows={data?.content ?? []}
        getRowId={(video) => video.id}
        getRowLabel={(video) => video.title}
        isLoading={isLoading && !data}
        error={data ? undefined : error}
        errorMessage={errorText(error) ?? t('stats.loadFailed')}
        onRetry={() => void mutate()}
        emptyTitle={stats.title ? t('stats.noMatch', { title: stats.title }) : t('stats.empty')}
        search={{ value: stats.search, onChange: stats.setSearch, label: t('stats.search'), placeholder: t('stats.search') }}
        sort={stats.sort}
        onSortChange={stats.setSort}
        page={data ? { pageNumber: stats.pageno, pageSize: storiesContract.VIDEO_CATEGORY_PAGE_SIZE, totalRecords: data.totalRecords } : undefined}
        onPageChange={stats.setPageno}
      />
    </div>
  );
}
