import { useState } from 'react';
import { errorText, siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useResourceActions } from '@/shared/lib/resource';
import { TagChips } from '@/shared/ui/multi-select';
import { showToast } from '@/shared/ui/toast';
import { useResourceAccess } from '@/widgets/resource-list';
import { removeTag } from '../model/saveArticleExtras';

export interface ArticleTagChipsProps {
  article: Pick<siteContract.Article, 'postId' | 'tags'>;
}

/** An article's tags as chips; with edit rights (content-site §6) each has a remove button that takes the tag off at once. */
export function ArticleTagChips({ article }: ArticleTagChipsProps) {
  const { t } = useTranslation('articles');
  const allows = useResourceAccess(siteContract.articles);
  const { refresh } = useResourceActions(siteContract.articles);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const shown = article.tags.filter((tag) => !removed.has(tag.tagId)).map((tag) => ({ id: tag.tagId, label: tag.name }));
  const remove = async (keys: ReadonlySet<number>) => {
    for (const tagId of keys) {
      try {
        await removeTag(article.postId, tagId);
        setRemoved((current) => new Set([...current, tagId]));
      } catch (error) {
        showToast({ tone: 'danger', title: t('view.tagNotRemoved'), description: errorText(error) ?? undefined });
      }
    }
    void refresh();
  };
  if (shown.length === 0) return <p className="text-sm text-ink-muted">{t('view.noTags')}</p>;
  return <TagChips label={t('form.tags')} removeLabel={t('view.removeTag')} items={shown} onRemove={allows('update') ? (keys) => void remove(keys) : undefined} />;
}
