import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { usePlaylistTitles } from '@/entities/course';
import { LessonStatusBadge, useLesson } from '@/entities/lesson';
import { useCan } from '@/entities/session';
import type { lessonsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { recordId } from '@/shared/lib/record-id';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { DetailItem } from '@/shared/ui/detail-item';
import { LIST_PATH, listPathFor } from '../lib/paths';
import { useStatusChange } from '../model/useStatusChange';
import { Loaded } from './LessonEditor';

type Lesson = lessonsContract.Lesson;

/** /lessons/view/{LessonId}: the lesson read-only, with Edit and Publish/Unpublish for those who may. */
export function LessonView() {
  const { t } = useTranslation('lessons');
  const lesson = useLesson(recordId(useParams().lessonId));
  const data = lesson.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('view.title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: listPathFor(data ?? null) }, { label: t('view.title') }]}
      />
      <Loaded error={lesson.error} isReady={!!data} onRetry={() => void lesson.mutate()}>
        {data && <LessonDetails lesson={data} />}
      </Loaded>
    </div>
  );
}

function LessonDetails({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('lessons');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const can = useCan();
  const status = useStatusChange();
  return (
    <div className="flex flex-col gap-6 rounded-card border border-border bg-surface p-4">
      <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <DetailItem label={t('form.name')} isUserText>
          <bdi>{lesson.name}</bdi>
        </DetailItem>
        <DetailItem label={t('form.titleAr')} isUserText>
          <span lang="ar" dir="rtl" className="text-base">
            {lesson.titleAr}
          </span>
        </DetailItem>
        <DetailItem label={t('form.type')}>{t(`types.${lesson.type}`)}</DetailItem>
        <DetailItem label={t('list.status')}>
          <LessonStatusBadge status={lesson.status} />
        </DetailItem>
        <DetailItem label={t('list.group')}>{t('list.groupPlace', { group: lesson.groupNumber, place: lesson.position + 1 })}</DetailItem>
        <DetailItem label={t('form.dynamic')}>{t(lesson.isContentDynamic === 'true' ? 'form.yes' : 'form.no')}</DetailItem>
        <TypeDetails lesson={lesson} />
        {lesson.thumbnailUrl && (
          <DetailItem label={t('form.thumbnail')}>
            <img src={lesson.thumbnailUrl} alt={t('view.thumbnailAlt', { name: lesson.name })} className="max-h-32 rounded-control" />
          </DetailItem>
        )}
      </dl>
      {lesson.attributes.length > 0 && (
        <section className="flex flex-col gap-3">
          <h2 className="text-base font-semibold text-ink">{t('view.attributes')}</h2>
          <ol className="flex flex-col gap-3">
            {lesson.attributes.map((attribute) => (
              <li key={attribute.id} className="rounded-control border border-border p-3 text-sm">
                <p className="font-medium text-ink">
                  <bdi>{attribute.title}</bdi> · {t('view.appearsAt', { minutes: attribute.appearanceTimeMins, seconds: attribute.appearanceTimeSeconds })}
                </p>
                <p className="text-ink-muted">
                  {t(`attributes.interactionTypes.${attribute.interactionType}`)} ·{' '}
                  {t(attribute.containsUserInput ? 'attributes.questionAndAnswer' : 'attributes.questionOnly')}
                </p>
                <p className="mt-1 text-ink">
                  <bdi>{attribute.value}</bdi>
                </p>
                {attribute.questions.map((question, index) => (
                  <div key={index} className="mt-2">
                    <p className="text-ink">
                      <bdi>{question.questionText}</bdi>
                    </p>
                    <ul className="ms-4 list-disc text-ink-muted">
                      {question.options.map((option, optionIndex) => (
                        <li key={optionIndex}>
                          <bdi>{option.optionText}</bdi>
                          {option.isCorrect && <span className="ms-2 font-medium text-success-700">{t('attributes.correct')}</span>}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </li>
            ))}
          </ol>
        </section>
      )}
      <div className="flex flex-wrap gap-3 border-t border-border pt-4">
        {can('LESSONS', 'edit') && lesson.type !== 'PRACTICE_ASSIGN' && (
          <Button onPress={() => void navigate(`${LIST_PATH}/edit/${lesson.id}?${searchParams.toString()}`)}>{t('list.edit')}</Button>
        )}
        {status.isAllowed && (
          <Button variant="secondary" onPress={() => void status.change(lesson)}>
            {status.labelOf(lesson.status)}
          </Button>
        )}
      </div>
    </div>
  );
}

function TypeDetails({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('lessons');
  const { dateTime } = useDateFormats();
  const playlist = usePlaylistTitles();
  switch (lesson.type) {
    case 'VIDEO_LEC':
      return (
        <>
          <DetailItem label={t('video.title')} isUserText>
            <bdi>{lesson.videoTitle || (playlist.data?.content.find((video) => video.id === lesson.content)?.title ?? lesson.content)}</bdi>
          </DetailItem>
          <DetailItem label={t('view.duration')}>{t('view.hoursMinutes', { hours: lesson.durationHrs, minutes: lesson.durationMins })}</DetailItem>
        </>
      );
    case 'LIVE_SESSION':
      return (
        <>
          <DetailItem label={t('live.url')}>
            <bdi dir="ltr">{lesson.content}</bdi>
          </DetailItem>
          <DetailItem label={t('live.linkType')}>{t(`linkTypes.${lesson.linkType}`)}</DetailItem>
          <DetailItem label={t('live.duration')}>{lesson.durationInMinutes}</DetailItem>
          <DetailItem label={t('live.startDateText')} isUserText>
            <bdi>{lesson.startDateText}</bdi>
          </DetailItem>
          <DetailItem label={t('live.startDate')}>
            <bdi>{dateTime(lesson.startDate)}</bdi>
          </DetailItem>
        </>
      );
    case 'ASSIGNMENT':
      return (
        <>
          <DetailItem label={t('assignment.number')}>{lesson.number}</DetailItem>
          <DetailItem label={t('assignment.content')}>{t(`assignment.contentTypes.${lesson.assignment.contentType}`)}</DetailItem>
          <DetailItem label={t('assignment.types')}>{lesson.assignment.type.map((type) => t(`assignment.answerTypes.${type}`)).join(', ')}</DetailItem>
          {lesson.assignment.contentType === 'TEXT' ? (
            <DetailItem label={t('assignment.text')} isUserText isWide>
              <bdi className="whitespace-pre-wrap">{lesson.assignment.value}</bdi>
            </DetailItem>
          ) : (
            <DetailItem label={t('assignment.images')} isWide>
              <div className="flex flex-wrap gap-2">
                {lesson.assignment.imageUrls.map((url, index) => (
                  <img key={url} src={url} alt={t('assignment.imageAlt', { number: index + 1 })} className="size-20 rounded-control object-cover" />
                ))}
              </div>
            </DetailItem>
          )}
        </>
      );
    default:
      return null;
  }
}
