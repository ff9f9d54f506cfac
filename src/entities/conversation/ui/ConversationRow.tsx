import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { useDateFormats } from '@/shared/lib/display-date';
import { CountBadge } from '@/shared/ui/status-badge';
import { assignmentOf } from '../model/assignment';
import { messagePreview } from '../model/preview';
import type { ConversationSummary } from '../model/types';

export interface ConversationRowProps {
  conversation: ConversationSummary;
  isSelected?: boolean;
  onSelect?(conversationId: number): void;
  className?: string;
}

/**
 * One conversation in a chat list: the learner, the course and assignment, when the last message
 * came and what it said, and how many of the learner's messages nobody has read.
 */
export function ConversationRow({ conversation, isSelected = false, onSelect, className }: ConversationRowProps) {
  const { t } = useTranslation('conversations');
  const { dateTime } = useDateFormats();
  const { conversationId, userName, courseTitle, unreadCount, lastMessage, updatedAt } = conversation;
  const assignment = assignmentOf(conversation);
  const preview = messagePreview(lastMessage);
  const when = lastMessage?.sentDate ?? updatedAt;
  const hasUnread = unreadCount > 0;

  return (
    <button
      type="button"
      aria-current={isSelected ? 'true' : undefined}
      onClick={() => onSelect?.(conversationId)}
      className={cn(
        'flex w-full cursor-pointer flex-col gap-1 border-s-4 px-4 py-3 text-start outline-none transition-colors',
        'hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset',
        isSelected ? 'border-brand-600 bg-brand-50 hover:bg-brand-50' : 'border-transparent',
        className,
      )}
    >
      <span className="flex w-full items-baseline gap-3">
        <span className={cn('min-w-0 flex-1 truncate-inline text-sm text-ink', hasUnread ? 'font-semibold' : 'font-medium')}>{userName}</span>
        <time dateTime={when} className={cn('shrink-0 text-xs', hasUnread ? 'font-semibold text-brand-700' : 'text-ink-muted')}>
          <span className="sr-only">{t('row.lastMessage')}: </span>
          {dateTime(when)}
        </time>
      </span>
      <span className="flex w-full min-w-0 gap-1 text-xs text-ink-muted">
        <span className="truncate-inline">{courseTitle || t('row.courseRemoved')}</span>
        {assignment && (
          <>
            <span aria-hidden="true">·</span>
            <span className="shrink-0">
              {assignment.scheme === 'weekly'
                ? t('row.weekly', { week: assignment.week, assignment: assignment.assignment })
                : t('row.level', { level: assignment.level, session: assignment.session })}
            </span>
          </>
        )}
      </span>
      <span className="flex w-full items-center gap-3">
        <span
          // A learner may write in a script other than the interface's: the text takes its own direction,
          // so a long English line in the Urdu panel is cut at its end, not at its beginning.
          dir={preview.kind === 'text' ? 'auto' : undefined}
          className={cn('min-w-0 flex-1 truncate-inline text-start text-sm', hasUnread ? 'text-ink' : 'text-ink-muted')}
        >
          {preview.kind === 'text' ? (
            preview.text
          ) : (
            <span className="inline-flex items-center gap-1.5">
              {preview.kind === 'audio' && <MicIcon />}
              {preview.kind === 'image' && <ImageIcon />}
              {t(preview.kind === 'none' ? 'row.noMessages' : `row.${preview.kind}`)}
            </span>
          )}
        </span>
        {hasUnread && <CountBadge count={unreadCount} label={t('row.unread', { count: unreadCount })} />}
      </span>
    </button>
  );
}

function MicIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round">
      <rect x="7" y="2.5" width="6" height="10" rx="3" />
      <path d="M4.5 9.5a5.5 5.5 0 0 0 11 0M10 15v2.5" />
    </svg>
  );
}

function ImageIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round">
      <rect x="2.5" y="3.5" width="15" height="13" rx="2" />
      <path d="m3 14 4.5-4.5 3.5 3.5 2-2 4 4" />
      <circle cx="13.5" cy="7.5" r="1.3" />
    </svg>
  );
}
