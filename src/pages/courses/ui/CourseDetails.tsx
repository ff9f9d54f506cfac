import type { Course } from '@/entities/course';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { DetailItem } from '@/shared/ui/detail-item';

/**
 * What the read-only view shows of a course: access, type, duration, title, introduction,
 * description, thumbnail on its background, instructor name, thumbnail background, video title
 * and video thumbnail.
 */
export function CourseDetails({ course }: { course: Course }) {
  const { t } = useTranslation('course-form');
  const { basicInfo: basic, contentInfo: content } = course;
  const isLight = basic.isThumbnailLight;
  const none = <span className="text-ink-muted">{t('view.none')}</span>;
  return (
    <section aria-label={t('view.label')} className="rounded-card border border-border bg-surface p-6">
      <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
        <DetailItem label={t('view.access')}>{t(`options.access.${basic.accessType}`)}</DetailItem>
        <DetailItem label={t('view.type')}>{t(`options.type.${basic.type}`)}</DetailItem>
        <DetailItem label={t('view.duration')}>
          <bdi dir="ltr">{course.overviewInfo.duration}</bdi>
        </DetailItem>
        <DetailItem label={t('view.title')} isUserText>{basic.title}</DetailItem>
        <DetailItem label={t('view.introduction')} isUserText isWide>
          {basic.shortDescription || none}
        </DetailItem>
        <DetailItem label={t('view.description')} isUserText isWide>
          {basic.longDescription ? <span className="whitespace-pre-line">{basic.longDescription}</span> : none}
        </DetailItem>
        <DetailItem label={t('view.thumbnail')}>
          <Picture url={course.thumbnailUrl} alt={t('view.thumbnailAlt', { title: basic.title })} isLight={isLight} />
        </DetailItem>
        <DetailItem label={t('view.instructorName')} isUserText>{course.instructorsName.join(', ') || none}</DetailItem>
        <DetailItem label={t('view.thumbnailBackground')}>{t(`options.background.${isLight ? 'LIGHT' : 'DARK'}`)}</DetailItem>
        <DetailItem label={t('view.videoTitle')} isUserText>{content.introVideoTitle ?? none}</DetailItem>
        <DetailItem label={t('view.videoThumbnail')}>
          <Picture url={course.introVideoThumbnailUrl} alt={t('view.videoThumbnailAlt', { title: basic.title })} />
        </DetailItem>
      </dl>
    </section>
  );
}

/** A stored picture, on the thumbnail's dark or light background when it has one. */
function Picture({ url, alt, isLight }: { url: string | null; alt: string; isLight?: boolean }) {
  const { t } = useTranslation('course-form');
  if (!url) return <span className="text-ink-muted">{t('view.noImage')}</span>;
  return (
    <span
      className={cn(
        'inline-flex rounded-card border border-border p-3',
        isLight === undefined ? 'bg-surface-muted' : isLight ? 'bg-surface' : 'bg-ink',
      )}
    >
      <img src={url} alt={alt} className="h-28 w-auto max-w-full rounded-control object-contain" />
    </span>
  );
}
