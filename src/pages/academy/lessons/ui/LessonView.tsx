import type { ReactNode } from 'react';
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
        <Item label={t('form.name')}>
          <bdi>{lesson.name}</bdi>
        </Item>
        <Item label={t('form.titleAr')}>
          <span lang="ar" dir="rtl" className="text-base">
            {lesson.titleAr}
          </span>
        </Item>
        <Item label={t('form.type')}>{t(`types.${lesson.type}`)}</Item>
        <Item label={t('list.status')}>
          <LessonStatusBadge status={lesson.status} />
        </Item>
        <Item label={t('list.group')}>{t('list.groupPlace', { group: lesson.groupNumber, place: lesson.position + 1 })}</Item>
        <Item label={t('form.dynamic')}>{t(lesson.isContentDynamic === 'true' ? 'form.yes' : 'form.no')}</Item>
        <TypeDetails lesson={lesson} />
        {lesson.thumbnailUrl && (
          <Item label={t('form.thumbnail')}>
            <img src={lesson.thumbnailUrl} alt={t('view.thumbnailAlt', { name: lesson.name })} className="max-h-32 rounded-control" />
          </Item>
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
          <Item label={t('video.title')}>
            <bdi>{lesson.videoTitle || (playlist.data?.content.find((video) => video.id === lesson.content)?.title ?? lesson.content)}</bdi>
          </Item>
          <Item label={t('view.duration')}>{t('view.hoursMinutes', { hours: lesson.durationHrs, minutes: lesson.durationMins })}</Item>
        </>
      );
    case 'LIVE_SESSION':
      return (
        <>
          <Item label={t('live.url')}>
            <bdi dir="ltr">{lesson.content}</bdi>
          </Item>
          <Item label={t('live.linkType')}>{t(`linkTypes.${lesson.linkType}`)}</Item>
          <Item label={t('live.duration')}>{lesson.durationInMinutes}</Item>
          <Item label={t('live.startDateText')}>
            <bdi>{lesson.startDateText}</bdi>
          </Item>
          <Item label={t('live.startDate')}>
            <bdi>{dateTime(lesson.startDate)}</bdi>
          </Item>
        </>
      );
    case 'ASSIGNMENT':
      return (
        <>
          <Item label={t('assignment.number')}>{lesson.number}</Item>
          <Item label={t('assignment.content')}>{t(`assignment.contentTypes.${lesson.assignment.contentType}`)}</Item>
          <Item label={t('assignment.types')}>{lesson.assignment.type.map((type) => t(`assignment.answerTypes.${type}`)).join(', ')}</Item>
          {lesson.assignment.contentType === 'TEXT' ? (
            <Item label={t('assignment.text')} wide>
              <bdi className="whitespace-pre-wrap">{lesson.assignment.value}</bdi>
            </Item>
          ) : (
            <Item label={t('assignment.images')} wide>
              <div className="flex flex-wrap gap-2">
                {lesson.assignment.imageUrls.map((url, index) => (
                  <img key={url} src={url} alt={t('assignment.imageAlt', { number: index + 1 })} className="size-20 rounded-control object-cover" />
                ))}
              </div>
            </Item>
          )}
        </>
      );
    default:
      return null;
  }
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'flex flex-col gap-1 sm:col-span-2' : 'flex flex-col gap-1'}>
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
