import { CourseTypeBadge, type CourseEdits, type CourseListRow } from '@/entities/course';
import { CoursePriceCell } from '@/features/update-course-prices';
import { CourseRankCell } from '@/features/update-course-ranks';
import { useTranslation } from '@/shared/i18n';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';

interface EditableColumns {
  /** The typed ranks and prices; `null` shows both as plain text (no edit permission). */
  ranks: CourseEdits | null;
  prices: CourseEdits | null;
}

/**
 * ID, Title, Rank, Price, Discount, Type and SubType; rank and price are typed in place when editable. A
 * phone's card shows the title with its rank, price and type.
 */
export function useCourseColumns({ ranks, prices }: EditableColumns): DataTableColumn<CourseListRow>[] {
  const { t } = useTranslation('courses');
  return [
    { id: 'id', header: t('list.id'), cell: (row) => row.id, width: 64 },
    {
      id: 'title',
      header: t('list.titleColumn'),
      isRowHeader: true,
      isUserText: true,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{row.title}</span>
          <StatusBadge tone={row.isPublished ? 'success' : 'neutral'}>{t(row.isPublished ? 'list.published' : 'list.unpublished')}</StatusBadge>
        </span>
      ),
    },
    {
      id: 'rank',
      header: t('list.rank'),
      width: 112,
      inCard: true,
      cell: (row) => (ranks ? <CourseRankCell course={row} edits={ranks} /> : <span className="tabular-nums">{row.rank}</span>),
    },
    {
      id: 'price',
      header: t('list.price'),
      width: 112,
      inCard: true,
      cell: (row) => (prices ? <CoursePriceCell course={row} edits={prices} /> : <span className="tabular-nums">{row.price}</span>),
    },
    {
      id: 'discount',
      header: t('list.discount'),
      width: 176,
      isUserText: true,
      cell: (row) => (row.discountName ? row.discountName : <span className="text-ink-muted">{t('list.noDiscount')}</span>),
    },
    { id: 'type', header: t('list.type'), width: 128, inCard: true, cell: (row) => <CourseTypeBadge type={row.type} /> },
    { id: 'subType', header: t('list.subType'), width: 112, cell: (row) => t(`subTypes.${row.subType}`) },
  ];
}
