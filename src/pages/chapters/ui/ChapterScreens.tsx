import { useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ChapterStatusBadge } from '@/entities/chapter';
import { useCourseSummaries } from '@/entities/course';
import { chaptersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { recordId } from '@/shared/lib/record-id';
import { useResourceActions, useResourceRecord } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import { DetailItem } from '@/shared/ui/detail-item';
import { useResourceAccess } from '@/widgets/resource-list';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { LIST_PATH, listPathFor } from '../lib/paths';
import { useStatusChange } from '../model/useStatusChange';
import { ChapterForm } from './ChapterForm';

type Chapter = chaptersContract.Chapter;
const { chapters } = chaptersContract;

/** The titles, breadcrumbs and field names of the record screens; the list link keeps the chapter's course. */
function useChapterPageTexts() {
  const { t } = useTranslation('chapters');
  const [searchParams] = useSearchParams();
  const addressCourse = recordId(searchParams.get('courseId'));
  // The same request the page makes for its record, answered once.
  const record = useResourceRecord(chapters, recordId(useParams().chapterId));
  return {
    t,
    addressCourse,
    pageProps: {
      resource: chapters,
      idParam: 'chapterId',
      breadcrumbs: [{ label: t('breadcrumb') }, { label: t('title'), href: listPathFor((record.data as Chapter | undefined)?.courseId ?? addressCourse) }],
      notFoundMessage: t('failed.notFound'),
      failedMessage: t('failed.load'),
      fieldLabel: (field: string) => (field === 'status' ? t('list.status') : field === 'locked' ? t('form.access') : t(`form.${field}`, { defaultValue: field })),
    },
  };
}

/** /chapters/create(?courseId=…) and /chapters/edit/{chapterId}: back to the course's list 2 s after saving. */
export function ChapterEditor({ isCreate }: { isCreate: boolean }) {
  const { t, addressCourse, pageProps } = useChapterPageTexts();
  const navigate = useNavigate();
  const backTo = useCallback((courseId: number | null) => void navigate(listPathFor(courseId)), [navigate]);
  return (
    <ResourceRecordPage<Chapter> {...pageProps} title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}>
      {(chapter) => (
        <ChapterForm
          key={chapter?.id ?? 'new'}
          chapter={chapter}
          courseId={addressCourse}
          onDone={backTo}
          onCancel={() => backTo(chapter?.courseId ?? addressCourse)}
        />
      )}
    </ResourceRecordPage>
  );
}

/** /chapters/view/{chapterId}: every field read-only (type as Default or Shapes), with Edit and Publish/Unpublish by permission. */
export function ChapterView() {
  const { t, pageProps } = useChapterPageTexts();
  return (
    <ResourceRecordPage<Chapter> {...pageProps} title={t('view.title')}>
      {(chapter) => chapter && <ChapterDetails chapter={chapter} />}
    </ResourceRecordPage>
  );
}

function ChapterDetails({ chapter }: { chapter: Chapter }) {
  const { t, i18n } = useTranslation('chapters');
  const courses = useCourseSummaries({});
  const courseTitle = courses.data?.find((course) => course.id === chapter.courseId)?.basicInfo.title;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <DetailItem label={t('course.label')} isUserText>{courseTitle ?? t('view.unknownCourse', { id: chapter.courseId })}</DetailItem>
        <DetailItem label={t('form.access')}>{t(chapter.locked ? 'access.LOCKED' : 'access.UNLOCKED')}</DetailItem>
        <DetailItem label={t('form.lessonCount')}>{number.format(chapter.lessonCount)}</DetailItem>
        <DetailItem label={t('form.duration')}>{t('view.minutes', { count: chapter.duration })}</DetailItem>
        <DetailItem label={t('form.titleAr')} isUserText>
          <span lang="ar" dir="rtl" className="text-base">
            {chapter.titleAr}
          </span>
        </DetailItem>
        <DetailItem label={t('form.titleEn')} isUserText>
          <bdi>{chapter.titleEn}</bdi>
        </DetailItem>
        <DetailItem label={t('form.type')}>{t(`types.${chapter.type}`)}</DetailItem>
        <DetailItem label={t('list.status')}>
          <ChapterStatusBadge status={chapter.status} />
        </DetailItem>
        <DetailItem label={t('form.videoTitle')} isUserText>
          <bdi>{chapter.videoTitle}</bdi>
        </DetailItem>
        <DetailItem label={t('form.arabicSign')}>{t(`arabicSigns.${chapter.arabicSignId ?? 'none'}`)}</DetailItem>
        <DetailItem label={t('form.description')} isUserText isWide>
          <bdi>{chapter.description}</bdi>
        </DetailItem>
      </dl>
      <ViewActions chapter={chapter} />
    </div>
  );
}

/** Publish or Unpublish, and Edit, for those who may. */
function ViewActions({ chapter }: { chapter: Chapter }) {
  const { t } = useTranslation('chapters');
  const navigate = useNavigate();
  const allows = useResourceAccess(chapters);
  const status = useStatusChange();
  const { perform } = useResourceActions(chapters);
  const [isChanging, setChanging] = useState(false);
  const changeStatus = async () => {
    setChanging(true);
    await status.change(chapter, perform);
    setChanging(false);
  };
  if (!allows('update')) return null;
  return (
    <div className="flex flex-wrap gap-3 border-t border-border pt-4">
      <Button onPress={() => void navigate(`${LIST_PATH}/edit/${chapter.id}`)}>{t('view.edit')}</Button>
      {status.isAllowed && (
        <Button variant="secondary" isPending={isChanging} onPress={() => void changeStatus()}>
          {status.labelOf(chapter)}
        </Button>
      )}
    </div>
  );
}
