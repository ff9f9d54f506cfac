import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { instructorsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { InstructorForm } from './InstructorForm';

const LIST_PATH = '/instructors';
const FIELD_LABELS: Record<string, string> = {
  userId: 'form.user',
  name: 'form.name',
  shortDescription: 'form.shortDescription',
  longDescription: 'form.longDescription',
  imagePath: 'form.image',
  expertise: 'form.expertise',
};

/** /instructors/create and /instructors/edit/{instructorId}: Cancel and a saved form go back to the list; History on edit. */
export function InstructorEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('instructors');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(LIST_PATH), [navigate]);
  return (
    <ResourceRecordPage<instructorsContract.Instructor>
      resource={instructorsContract.instructors}
      idParam="instructorId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: LIST_PATH }]}
      notFoundMessage={t('failed.notFound')}
      failedMessage={t('failed.load')}
      fieldLabel={(field) => (field in FIELD_LABELS ? t(FIELD_LABELS[field]!) : field)}
    >
      {(instructor) => <InstructorForm key={instructor?.id ?? 'new'} instructor={instructor} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
