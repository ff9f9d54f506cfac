import type { ReactNode } from 'react';
import type { Course } from '@/entities/course';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';

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
        <Item term={t('view.access')}>{t(`options.access.${basic.accessType}`)}</Item>
        <Item term={t('view.type')}>{t(`options.type.${basic.type}`)}</Item>
        <Item term={t('view.duration')}>
          <bdi dir="ltr">{course.overviewInfo.duration}</bdi>
        </Item>
        <Item term={t('view.title')}>{basic.title}</Item>
        <Item term={t('view.introduction')} isWide>
          {basic.shortDescription || none}
        </Item>
        <Item term={t('view.description')} isWide>
          {basic.longDescription ? <span className="whitespace-pre-line">{basic.longDescription}</span> : none}
        </Item>
        <Item term={t('view.thumbnail')}>
          <Picture url={course.thumbnailUrl} alt={t('view.thumbnailAlt', { title: basic.title })} isLight={isLight} />
        </Item>
        <Item term={t('view.instructorName')}>{course.instructorsName.join(', ') || none}</Item>
        <Item term={t('view.thumbnailBackground')}>{t(`options.background.${isLight ? 'LIGHT' : 'DARK'}`)}</Item>
        <Item term={t('view.videoTitle')}>{content.introVideoTitle ?? none}</Item>
        <Item term={t('view.videoThumbnail')}>
          <Picture url={course.introVideoThumbnailUrl} alt={t('view.videoThumbnailAlt', { title: basic.title })} />
        </Item>
      </dl>
    </section>
  );
}

function Item({ term, isWide, children }: { term: string; isWide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1', isWide && 'sm:col-span-2')}>
      <dt className="text-sm font-medium text-ink-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
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
