import { useNavigate } from 'react-router-dom';
import { InstructorIdentity } from '@/entities/instructor';
import { instructorsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';

type Instructor = instructorsContract.Instructor;
const { instructors } = instructorsContract;

/** The spec's page of ten. */
const PAGE_SIZE = 10;

/** /instructors: ten to a page, searched by name; Add and Edit by permission. */
export function InstructorsList() {
  const { t } = useTranslation('instructors');
  const allows = useResourceAccess(instructors);
  const navigate = useNavigate();

  // Descriptions and expertise are written in any language: each takes its own direction, so an English
  // sentence keeps its full stop at its end in the Urdu panel.
  const columns: DataTableColumn<Instructor>[] = [
    { id: 'id', header: t('list.id'), cell: (row) => row.id, width: 72 },
    { id: 'name', header: t('list.name'), cell: (row) => <InstructorIdentity name={row.name} imageUrl={row.thumbnailUrl} />, isRowHeader: true },
    { id: 'shortDescription', header: t('list.shortDescription'), cell: (row) => <span dir="auto" className="line-clamp-2 urdu:leading-[2.5]">{row.shortDescription}</span> },
    { id: 'expertise', header: t('list.expertise'), cell: (row) => <span dir="auto">{row.expertise.join(', ')}</span> },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate('/instructors/create')}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<Instructor>
        resource={instructors}
        label={t('list.label')}
        columns={columns}
        getRowLabel={(row) => row.name}
        onEdit={(row) => void navigate(`/instructors/edit/${row.id}`)}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        defaultSize={PAGE_SIZE}
      />
    </div>
  );
}
