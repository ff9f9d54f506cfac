import { useNavigate, useSearchParams } from 'react-router-dom';
import { INSTRUCTOR_PAGE_SIZE, InstructorIdentity, useInstructorPage, type Instructor } from '@/entities/instructor';
import { useCan } from '@/entities/session';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';

/** /instructors: ten to a page (the page number is kept in the address), Add and Edit by permission. */
export function InstructorsList() {
  const { t } = useTranslation('instructors');
  const can = useCan();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const { data, error, isLoading, mutate } = useInstructorPage(pageNumber);
  const mayEdit = can('INSTRUCTORS', 'edit');

  const columns: DataTableColumn<Instructor>[] = [
    { id: 'id', header: t('list.id'), cell: (row) => row.id, width: 72 },
    { id: 'name', header: t('list.name'), cell: (row) => <InstructorIdentity name={row.name} imageUrl={row.thumbnailUrl} />, isRowHeader: true },
    { id: 'shortDescription', header: t('list.shortDescription'), cell: (row) => <span className="line-clamp-2 urdu:leading-[2.5]">{row.shortDescription}</span> },
    { id: 'expertise', header: t('list.expertise'), cell: (row) => row.expertise.join(', ') },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={
          can('INSTRUCTORS', 'add') ? <Button onPress={() => void navigate('/instructors/create')}>{t('list.add')}</Button> : undefined
        }
      />
      <DataTable
        label={t('list.label')}
        columns={columns}
        rows={data?.content ?? []}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        isLoading={isLoading && !data}
        error={data ? undefined : error}
        errorMessage={errorText(error) ?? t('list.failed')}
        onRetry={() => void mutate()}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        page={data ? { pageNumber, pageSize: INSTRUCTOR_PAGE_SIZE, totalRecords: data.totalRecords } : undefined}
        onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
        rowActions={
          mayEdit ? (row) => [{ id: 'edit', label: t('list.edit'), onAction: () => void navigate(`/instructors/edit/${row.id}`) }] : undefined
        }
      />
    </div>
  );
}
