import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LessonStatusBadge } from '@/entities/lesson';
import { lessonContentContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { recordId } from '@/shared/lib/record-id';
import { Alert } from '@/shared/ui/alert';
import { AudioPreview } from '@/shared/ui/audio-preview';
import { Link } from '@/shared/ui/link';
import { DetailItem } from '@/shared/ui/detail-item';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { choiceQuery, LIST_PATH } from '../lib/paths';
import { TheoryForm } from './TheoryForm';

type Theory = lessonContentContract.LessonContent;
const { lessonContents } = lessonContentContract;

function useRecordScreen() {
  const { t } = useTranslation('lesson-content');
  const [searchParams] = useSearchParams();
  const listPath = `${LIST_PATH}${choiceQuery(searchParams)}`;
  const fieldLabel = (field: string) =>
    ({ title: t('form.titleEn'), description: t('form.description'), audioPath: t('form.audio'), status: t('list.status'), lessonId: t('choose.lesson') })[field] ?? field;
  return { t, searchParams, listPath, fieldLabel, breadcrumbs: [{ label: t('breadcrumb') }, { label: t('title'), href: listPath }] };
}

/**
 * /lessoncontent/create?lessonId and /lessoncontent/edit/{lessoncontentId}?lessonId: the form, back to the
 * list 2 s after saving; History on edit.
 */
export function TheoryEditor({ isCreate }: { isCreate: boolean }) {
  const { t, searchParams, listPath, fieldLabel, breadcrumbs } = useRecordScreen();
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(listPath), [navigate, listPath]);
  const lessonId = recordId(searchParams.get('lessonId'));
  const title = t(isCreate ? 'form.addTitle' : 'form.editTitle');
  return (
    <ResourceRecordPage<Theory>
      resource={lessonContents}
      idParam="lessoncontentId"
      title={title}
      breadcrumbs={breadcrumbs}
      notFoundMessage={t('failed.notFound')}
      failedMessage={t('failed.load')}
      fieldLabel={fieldLabel}
    >
      {(theory) => {
        // Editing names the lesson by the theory itself; adding needs it in the address.
        const forLesson = theory?.lessonId ?? lessonId;
        if (forLesson === null) {
          return (
            <Alert tone="warning" title={t('failed.noLesson')}>
              <Link href={LIST_PATH}>{t('failed.chooseLesson')}</Link>
            </Alert>
          );
        }
        return <TheoryForm key={theory?.id ?? 'new'} theory={theory} lessonId={forLesson} onDone={backToList} />;
      }}
    </ResourceRecordPage>
  );
}

/** /lessoncontent/view/{id}: the theory read-only, its audio playable, and its History. */
export function TheoryView() {
  const { t, fieldLabel, breadcrumbs } = useRecordScreen();
  return (
    <ResourceRecordPage<Theory>
      resource={lessonContents}
      idParam="id"
      title={t('view.title')}
      breadcrumbs={breadcrumbs}
      notFoundMessage={t('failed.notFound')}
      failedMessage={t('failed.load')}
      fieldLabel={fieldLabel}
    >
      {(theory) =>
        theory && (
          <dl className="flex flex-col gap-4">
            <DetailItem label={t('form.titleEn')} isUserText>
              <span dir="auto">{theory.title.en}</span>
            </DetailItem>
            <DetailItem label={t('form.titleAr')} isUserText>
              <span dir="rtl" lang="ar">
                {theory.title.ar}
              </span>
            </DetailItem>
            <DetailItem label={t('form.description')} isUserText>
              <span dir="auto" className="whitespace-pre-line">
                {theory.description}
              </span>
            </DetailItem>
            <DetailItem label={t('list.status')}>
              <LessonStatusBadge status={theory.status} />
            </DetailItem>
            <DetailItem label={t('form.audio')}>
              {theory.audioPathUrl ? <AudioPreview source={theory.audioPathUrl} label={t('form.storedAudio')} /> : t('view.noAudio')}
            </DetailItem>
          </dl>
        )
      }
    </ResourceRecordPage>
  );
}
