import { useNavigate, useSearchParams } from 'react-router-dom';
import { ChapterStatusBadge } from '@/entities/chapter';
import { CoursePicker } from '@/entities/course';
import { chaptersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { recordId } from '@/shared/lib/record-id';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { CHAPTER_PAGE_SIZE, LIST_PATH } from '../lib/paths';
import { nextStatus, useStatusChange } from '../model/useStatusChange';

type Chapter = chaptersContract.Chapter;
const { chapters } = chaptersContract;

/**
 * /chapters?courseId=…&page=…: the chosen course's chapters, six to a page, in the order they were
 * added. The course is chosen first and kept in the address; View, Edit and Publish/Unpublish by permission.
 */
export function ChaptersList() {
  const { t } = useTranslation('chapters');
  const allows = useResourceAccess(chapters);
  const status = useStatusChange();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const courseId = recordId(searchParams.get('courseId'));

  const columns: DataTableColumn<Chapter>[] = [
    {
      id: 'titleAr',
      header: t('list.titleAr'),
      cell: (row) => (
        <span lang="ar" dir="rtl" className="text-base">
          {row.titleAr}
        </span>
      ),
    },
    { id: 'titleEn', header: t('list.titleEn'), isRowHeader: true, cell: (row) => <bdi className="font-medium">{row.titleEn}</bdi>, isUserText: true },
    { id: 'description', header: t('list.description'), cell: (row) => <bdi className="text-ink-muted">{row.description}</bdi>, width: '30%', isUserText: true },
    { id: 'videoTitle', header: t('list.videoTitle'), cell: (row) => <bdi>{row.videoTitle}</bdi>, isUserText: true },
    { id: 'type', header: t('list.type'), cell: (row) => t(`types.${row.type}`) },
    { id: 'status', header: t('list.status'), cell: (row) => <ChapterStatusBadge status={row.status} /> },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={
          allows('create') ? (
            <Button onPress={() => void navigate(`${LIST_PATH}/create${courseId ? `?courseId=${courseId}` : ''}`)}>{t('list.add')}</Button>
          ) : undefined
        }
      />
      <CoursePicker
        label={t('course.label')}
        placeholder={t('course.placeholder')}
        className="max-w-md"
        selectedKey={courseId}
        onSelectionChange={(id) => setSearchParams(id ? { courseId: String(id) } : {})}
      />
      {courseId === null ? (
        <EmptyState className="rounded-card border border-border bg-surface" title={t('list.chooseCourseTitle')} description={t('list.chooseCourseDescription')} />
      ) : (
        <ResourceList<Chapter>
          resource={chapters}
          label={t('list.label')}
          columns={columns}
          getRowLabel={(row) => row.titleEn}
          onView={(row) => void navigate(`${LIST_PATH}/view/${row.id}`)}
          onEdit={(row) => void navigate(`${LIST_PATH}/edit/${row.id}`)}
          moreActions={(row, perform) =>
            status.isAllowed ? [{ id: nextStatus(row.status) === 'PUBLISH' ? 'publish' : 'unpublish', label: status.labelOf(row), onAction: () => void status.change(row, perform) }] : []
          }
          emptyTitle={t('list.emptyTitle')}
          emptyDescription={t('list.emptyDescription')}
          filters={{ courseId }}
          defaultSize={CHAPTER_PAGE_SIZE}
          descending={false}
          isSearchHidden
        />
      )}
    </div>
  );
}
