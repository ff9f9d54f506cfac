import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { Chapter } from '../model/types';
import { ChapterStatusBadge } from './ChapterStatusBadge';

export interface ChapterDetailsProps {
  chapter: Chapter;
  /** The chapter's course by name; its id when the name is not known. */
  courseTitle?: string;
}

/** Every field of a chapter, read-only, as the view screen shows it (type as Default or Shapes). */
export function ChapterDetails({ chapter, courseTitle }: ChapterDetailsProps) {
  const { t, i18n } = useTranslation('chapters');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <dl className="grid gap-x-6 gap-y-5 rounded-card border border-border bg-surface p-6 sm:grid-cols-2">
      <Item label={t('course.label')}>{courseTitle ?? t('view.unknownCourse', { id: chapter.courseId })}</Item>
      <Item label={t('form.access')}>{t(chapter.locked ? 'access.LOCKED' : 'access.UNLOCKED')}</Item>
      <Item label={t('form.lessonCount')}>{number.format(chapter.lessonCount)}</Item>
      <Item label={t('form.duration')}>{t('view.minutes', { count: chapter.duration })}</Item>
      <Item label={t('form.titleAr')}>
        <span lang="ar" dir="rtl" className="text-base">
          {chapter.titleAr}
        </span>
      </Item>
      <Item label={t('form.titleEn')}>
        <bdi>{chapter.titleEn}</bdi>
      </Item>
      <Item label={t('form.type')}>{t(`types.${chapter.type}`)}</Item>
      <Item label={t('list.status')}>
        <ChapterStatusBadge status={chapter.status} />
      </Item>
      <Item label={t('form.videoTitle')}>
        <bdi>{chapter.videoTitle}</bdi>
      </Item>
      <Item label={t('form.arabicSign')}>{t(`arabicSigns.${chapter.arabicSignId ?? 'none'}`)}</Item>
      <Item label={t('form.description')} wide>
        <bdi>{chapter.description}</bdi>
      </Item>
    </dl>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'flex flex-col gap-1 sm:col-span-2' : 'flex flex-col gap-1'}>
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
