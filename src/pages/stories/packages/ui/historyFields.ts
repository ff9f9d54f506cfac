import type { TFunction } from 'i18next';

const HISTORY_FIELDS: Record<string, string> = { name: 'form.name', publishedAt: 'form.publishedAt', videos: 'form.videosField' };

/** How the History panel names a package's fields. */
export const historyFieldLabel = (t: TFunction<'packages'>) => (field: string) => (HISTORY_FIELDS[field] ? t(HISTORY_FIELDS[field]) : field);
