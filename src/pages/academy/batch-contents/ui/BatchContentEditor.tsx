import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { CoursePicker } from '@/entities/course';
import { BatchContentForm } from './BatchContentForm';
import { batchesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { recordId } from '@/shared/lib/record-id';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { listPathOf } from '../lib/paths';

/** How the History panel names each field. */
const FIELD_LABELS: Record<string, string> = {
  lessonContents: 'form.entries',
  status: 'list.status',
  noOfStudents: 'list.noOfStudents',
  startedAt: 'list.startedAt',
};

/**
 * /batchcontents/edit/{batchContentId}/{courseId}: the batch's lesson contents, with the course shown
 * locked; back to the list of that course 2 s after a save.
 */
export function BatchContentEditor() {
  const { t } = useTranslation('batch-contents');
  const navigate = useNavigate();
  const courseId = recordId(useParams().courseId ?? null);
  const listPath = listPathOf(courseId);
  const backToList = useCallback(() => void navigate(listPath), [navigate, listPath]);
  return (
    <ResourceRecordPage<batchesContract.BatchContent>
      resource={batchesContract.batches}
      idParam="batchContentId"
      title={t('form.title')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: listPath }]}
      notFoundMessage={t('failed.notFound')}
      failedMessage={t('failed.load')}
      fieldLabel={(field) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field)}
    >
      {(batch) =>
        batch && (
          <div className="flex flex-col gap-5">
            <div className="grid gap-4 sm:grid-cols-2">
              <CoursePicker label={t('course.label')} selectedKey={batch.courseId} onSelectionChange={() => undefined} isDisabled />
              <p className="self-end text-sm text-ink-muted">{t('form.batch', { id: batch.id, count: batch.noOfStudents })}</p>
            </div>
            <BatchContentForm key={batch.id} batch={batch} onDone={backToList} />
          </div>
        )
      }
    </ResourceRecordPage>
  );
}
