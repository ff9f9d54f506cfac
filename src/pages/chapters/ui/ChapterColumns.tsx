import { ChapterStatusBadge, type Chapter } from '@/entities/chapter';
import { useTranslation } from '@/shared/i18n';
import type { DataTableColumn } from '@/shared/ui/data-table';

/** Arabic title, English title, description, video title, type and status. */
export function useChapterColumns(): DataTableColumn<Chapter>[] {
  const { t } = useTranslation('chapters');
  return [
    {
      id: 'titleAr',
      header: t('list.titleAr'),
      cell: (row) => (
        <span lang="ar" dir="rtl" className="text-base">
          {row.titleAr}
        </span>
      ),
    },
    { id: 'titleEn', header: t('list.titleEn'), isRowHeader: true, cell: (row) => <bdi className="font-medium">{row.titleEn}</bdi> },
    { id: 'description', header: t('list.description'), cell: (row) => <bdi className="text-ink-muted">{row.description}</bdi>, width: '30%' },
    { id: 'videoTitle', header: t('list.videoTitle'), cell: (row) => <bdi>{row.videoTitle}</bdi> },
    { id: 'type', header: t('list.type'), cell: (row) => t(`types.${row.type}`) },
    { id: 'status', header: t('list.status'), cell: (row) => <ChapterStatusBadge status={row.status} /> },
  ];
}
