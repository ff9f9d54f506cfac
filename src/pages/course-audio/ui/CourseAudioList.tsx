import { useNavigate, useSearchParams } from 'react-router-dom';
import { COURSE_AUDIO_PAGE_SIZE, CourseAudioPlayer, useCourseAudioPage, type CourseAudio } from '@/entities/course-audio';
import { useCan } from '@/entities/session';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';

/** /course-audio: ID, Type, Title and a player, ten to a page; Add Audio and Edit by permission. */
export function CourseAudioList() {
  const { t } = useTranslation('course-audio');
  const can = useCan();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const { data, error, isLoading, mutate } = useCourseAudioPage(pageNumber);

  const columns: DataTableColumn<CourseAudio>[] = [
    { id: 'id', header: t('list.id'), cell: (row) => row.id, width: 72 },
    { id: 'type', header: t('list.type'), cell: (row) => row.type, width: 96 },
    { id: 'title', header: t('list.titleColumn'), cell: (row) => <span className="font-medium">{row.title}</span>, isRowHeader: true },
    { id: 'player', header: t('list.player'), cell: (row) => <CourseAudioPlayer title={row.title} url={row.url} />, width: 320 },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={can('COURSE_AUDIO', 'add') ? <Button onPress={() => void navigate('/course-audio/create')}>{t('list.add')}</Button> : undefined}
      />
      <DataTable
        label={t('list.label')}
        columns={columns}
        rows={data?.content ?? []}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.title}
        isLoading={isLoading && !data}
        error={data ? undefined : error}
        errorMessage={errorText(error) ?? t('list.failed')}
        onRetry={() => void mutate()}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        page={data ? { pageNumber, pageSize: COURSE_AUDIO_PAGE_SIZE, totalRecords: data.totalRecords } : undefined}
        onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
        rowActions={
          can('COURSE_AUDIO', 'edit')
            ? (row) => [{ id: 'edit', label: t('list.edit'), onAction: () => void navigate(`/course-audio/edit/${row.id}`) }]
            : undefined
        }
      />
    </div>
  );
}
