import { useNavigate } from 'react-router-dom';
import { CourseAudioPlayer } from '@/entities/course-audio';
import { courseAudioContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';

type CourseAudio = courseAudioContract.CourseAudio;
const { courseAudios } = courseAudioContract;

/** The spec's page of ten. */
const PAGE_SIZE = 10;

/** /course-audio: ID, Type, Title and a player, ten to a page; Add Audio and Edit by permission. */
export function CourseAudioList() {
  const { t } = useTranslation('course-audio');
  const allows = useResourceAccess(courseAudios);
  const navigate = useNavigate();

  const columns: DataTableColumn<CourseAudio>[] = [
    { id: 'id', header: t('list.id'), cell: (row) => row.id, width: 72 },
    { id: 'type', header: t('list.type'), cell: (row) => row.type, width: 96 },
    { id: 'title', header: t('list.titleColumn'), cell: (row) => <span className="font-medium">{row.title}</span>, isRowHeader: true, isUserText: true },
    { id: 'player', header: t('list.player'), cell: (row) => <CourseAudioPlayer title={row.title} url={row.url} />, width: 320 },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate('/course-audio/create')}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<CourseAudio>
        resource={courseAudios}
        label={t('list.label')}
        columns={columns}
        getRowLabel={(row) => row.title}
        onEdit={(row) => void navigate(`/course-audio/edit/${row.id}`)}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        defaultSize={PAGE_SIZE}
        filters={{ type: 0 }}
      />
    </div>
  );
}
