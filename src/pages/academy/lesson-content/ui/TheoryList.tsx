import { useNavigate, useSearchParams } from 'react-router-dom';
import { LessonStatusBadge } from '@/entities/lesson';
import { useCan } from '@/entities/session';
import { errorText, lessonContentContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceActions } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { showToast } from '@/shared/ui/toast';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { choiceQuery, createPath, editPath, viewPath } from '../lib/paths';
import { useTheoryChoice } from '../model/useTheoryChoice';
import { TheoryChooser } from './TheoryChooser';

type Theory = lessonContentContract.LessonContent;
const { lessonContents, LESSON_CONTENT_MESSAGES } = lessonContentContract;
const specText = specTextOf('lessonContent', LESSON_CONTENT_MESSAGES);

/** Publish for a NEW or UNPUBLISHED theory, Unpublish for a published one. */
const nextStatus = (status: Theory['status']) => (status === 'PUBLISH' ? 'UNPUBLISHED' : 'PUBLISH');

/** The lesson's page of theory: a lesson has a handful, so one page holds them. */
const PAGE_SIZE = 10;

/**
 * /lessoncontent: course, chapter and lesson chosen in the address, then the lesson's theory with
 * View, Edit and Publish or Unpublish as the profile's bits allow, and Add.
 */
export function TheoryList() {
  const { t } = useTranslation(['lesson-content', 'server-messages']);
  const choice = useTheoryChoice();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = choiceQuery(searchParams);
  const allows = useResourceAccess(lessonContents);
  const can = useCan();
  const { save } = useResourceActions(lessonContents);

  // A status change is the update's PATCH with the theory as it is and its new status (the perform bit).
  const changeStatus = async (row: Theory) => {
    try {
      const { message } = await save(row.id, { lessonId: row.lessonId, title: row.title, description: row.description, status: nextStatus(row.status) });
      showToast({ tone: 'success', title: specText(message) ?? message });
    } catch (error) {
      showToast({ tone: 'danger', title: t('list.statusFailed'), description: errorText(error) });
    }
  };

  const columns: DataTableColumn<Theory>[] = [
    { id: 'titleEn', header: t('list.titleEn'), cell: (row) => (
        <span dir="auto" className="font-medium">
          {row.title.en}
        </span>
      ), isRowHeader: true },
    {
      id: 'titleAr',
      header: t('list.titleAr'),
      cell: (row) => (
        <span dir="rtl" lang="ar">
          {row.title.ar}
        </span>
      ),
    },
    { id: 'description', header: t('list.description'), cell: (row) => (
        <span dir="auto" className="line-clamp-2">
          {row.description}
        </span>
      ) },
    { id: 'status', header: t('list.status'), cell: (row) => <LessonStatusBadge status={row.status} />, width: 128 },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={
          choice.lessonId && allows('create') ? <Button onPress={() => void navigate(createPath(query))}>{t('list.add')}</Button> : undefined
        }
      />
      <TheoryChooser choice={choice} />
      {choice.lessonId ? (
        <ResourceList<Theory>
          resource={lessonContents}
          label={t('title')}
          columns={columns}
          getRowLabel={(row) => row.title.en}
          onView={(row) => void navigate(viewPath(row.id, query))}
          onEdit={(row) => void navigate(editPath(row.id, query))}
          moreActions={(row) =>
            can('LESSONS', 'perform')
              ? [{ id: 'status', label: t(nextStatus(row.status) === 'PUBLISH' ? 'list.publish' : 'list.unpublish'), onAction: () => void changeStatus(row) }]
              : []
          }
          emptyTitle={t('list.emptyTitle')}
          emptyDescription={allows('create') ? t('list.emptyDescription') : undefined}
          defaultSize={PAGE_SIZE}
          filters={{ lessonId: choice.lessonId }}
          isSearchHidden
        />
      ) : (
        <EmptyState title={t('list.chooseTitle')} description={t('list.chooseDescription')} />
      )}
    </div>
  );
}
