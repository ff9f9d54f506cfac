import type { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { StatusBadge } from '@/shared/ui/status-badge';

/** What a post is beside its words: hidden, deleted by its author, trending. */
export function PostBadges({ post }: { post: Pick<siteContract.DiscussionPost, 'hidden' | 'softDelete' | 'trend'> }) {
  const { t } = useTranslation('discussions');
  return (
    <span className="flex flex-wrap gap-1">
      {post.softDelete === 1 && <StatusBadge tone="danger">{t('badges.softDeleted')}</StatusBadge>}
      {post.hidden === 1 && <StatusBadge tone="warning">{t('badges.hidden')}</StatusBadge>}
      {post.trend === 1 && <StatusBadge tone="success">{t('badges.trending')}</StatusBadge>}
    </span>
  );
}
