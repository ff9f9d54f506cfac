import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { ConversationRow, useConversationList, type ConversationTab } from '@/entities/conversation';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { Skeleton } from '@/shared/ui/skeleton';

export interface ConversationTabListProps {
  tab: ConversationTab;
  /** Part of a learner's name; empty lists everyone. */
  search: string;
  selectedId?: number | null;
  onSelect(conversationId: number): void;
}

const ESTIMATED_ROW_HEIGHT = 92;
/** The next page is asked for when this few rows are left below the last one in view. */
const LOAD_AHEAD_ROWS = 2;

/** One tab's conversations in a scrolling window that reads the next page as its end comes near. */
export function ConversationTabList({ tab, search, selectedId, onSelect }: ConversationTabListProps) {
  const { t } = useTranslation(['conversations', 'ui-feedback']);
  const { rows, totalRecords, error, isLoading, isLoadingMore, isRefreshing, hasMore, loadMore, retry } = useConversationList(tab, search);
  const scrollRef = useRef<HTMLDivElement>(null);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.conversationId ?? index,
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();
  // The rows in view, not the extra ones rendered around them.
  const lastInView = virtualizer.range?.endIndex ?? -1;
  const nearEnd = rows.length > 0 && lastInView >= rows.length - 1 - LOAD_AHEAD_ROWS;

  useEffect(() => {
    if (nearEnd && hasMore && !isLoadingMore && !error) loadMore();
  }, [nearEnd, hasMore, isLoadingMore, error, loadMore]);

  if (isLoading) return <Skeleton lines={6} label={t('list.loading')} className="p-4" />;
  // The list sits right under the page's title, as the chat pane does: its notices are headings of level 2.
  if (error && rows.length === 0) {
    return <ErrorState headingLevel={2} title={t('list.failedTitle')} message={errorText(error) ?? ''} onRetry={retry} />;
  }
  if (rows.length === 0) {
    const searching = search.trim() !== '';
    return (
      <EmptyState
        headingLevel={2}
        title={searching ? t('list.empty.noMatchTitle') : t('list.empty.title')}
        description={searching ? t('list.empty.noMatch', { name: search.trim() }) : t(`list.empty.${tab}`)}
      />
    );
  }

  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto" aria-busy={isRefreshing || isLoadingMore || undefined}>
      <ul aria-label={t('list.label', { tab: t(`tabs.${tab}`) })} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const conversation = rows[item.index];
          if (!conversation) return null;
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-setsize={hasMore ? totalRecords : rows.length}
              aria-posinset={item.index + 1}
              className="absolute start-0 end-0 top-0 border-b border-border"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <ConversationRow conversation={conversation} isSelected={conversation.conversationId === selectedId} onSelect={onSelect} />
            </li>
          );
        })}
      </ul>
      <div className="px-4 py-3 text-center text-xs text-ink-muted">
        {isLoadingMore ? (
          <span role="status">{t('list.loadingMore')}</span>
        ) : error ? (
          <span role="alert" className="flex flex-col items-center gap-2">
            {t('list.moreFailed')} {errorText(error)}
            <Button variant="secondary" size="sm" onPress={retry}>
              {t('ui-feedback:retry')}
            </Button>
          </span>
        ) : (
          <span>{t('list.shown', { shown: rows.length, total: totalRecords })}</span>
        )}
      </div>
    </div>
  );
}
