import type { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { TagChips } from '@/shared/ui/multi-select';

export interface ArticleTagChipsProps {
  article: Pick<siteContract.Article, 'tags'>;
}

/**
 * An article's tags as chips, read-only: the view changes nothing. A tag is taken off in the edit form,
 * which needs the edit bit (content-site §6).
 */
export function ArticleTagChips({ article }: ArticleTagChipsProps) {
  const { t } = useTranslation('articles');
  if (article.tags.length === 0) return <p className="text-sm text-ink-muted">{t('view.noTags')}</p>;
  return <TagChips label={t('form.tags')} items={article.tags.map((tag) => ({ id: tag.tagId, label: tag.name }))} />;
}
