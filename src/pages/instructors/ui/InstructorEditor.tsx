import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useInstructor } from '@/entities/instructor';
import { InstructorForm } from '@/features/save-instructor';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { PageHeader } from '@/shared/ui/page-header';
import { RecordGate } from '@/shared/ui/record-gate';

const LIST_PATH = '/instructors';

/** /instructors/create and /instructors/edit/{instructorId}: add mode when the address has no id. */
export function InstructorEditor() {
  const { t } = useTranslation('instructors');
  const navigate = useNavigate();
  const { instructorId } = useParams();
  const isCreate = instructorId === undefined;
  const id = isCreate ? null : Number(instructorId);
  const isBadId = id !== null && !(Number.isInteger(id) && id > 0);
  const { data, error, isLoading, mutate } = useInstructor(isBadId ? null : id);
  const backToList = useCallback(() => void navigate(LIST_PATH), [navigate]);
  const title = t(isCreate ? 'form.addTitle' : 'form.editTitle');

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title={title} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: LIST_PATH }, { label: title }]} />
      <RecordGate
        isCreate={isCreate}
        isBadId={isBadId}
        isLoading={isLoading || (!isCreate && !data && !error)}
        error={error}
        errorMessage={errorText(error)}
        notFoundMessage={t('failed.notFound')}
        failedMessage={t('failed.load')}
        loadingLabel={title}
        onRetry={() => void mutate()}
      >
        <InstructorForm key={data?.id ?? 'new'} instructor={data} onDone={backToList} onCancel={backToList} />
      </RecordGate>
    </div>
  );
}
