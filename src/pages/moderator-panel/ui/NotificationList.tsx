import type { ChatMessage } from '@/entities/chat-message';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { Skeleton } from '@/shared/ui/skeleton';

export interface NotificationListProps {
  messages: readonly ChatMessage[];
  isLoading: boolean;
  error?: Error;
  onOpen(conversationId: number): void;
}

/** The phone's Notifications tab: one row per unread voice note; a row opens its chat. */
export function NotificationList({ messages, isLoading, error, onOpen }: NotificationListProps) {
  const { t } = useTranslation('moderator-phone');
  const { dateTime } = useDateFormats();

  if (error && messages.length === 0) return <ErrorState title={t('notifications.failed')} message={errorText(error) ?? ''} />;
  if (isLoading) return <Skeleton lines={4} label={t('notifications.loading')} />;
  if (messages.length === 0) return <EmptyState title={t('notifications.empty')} headingLevel={2} />;

  return (
    <ul aria-label={t('notifications.listLabel')} className="divide-y divide-border">
      {messages.map((message) => (
        <li key={message.messageId}>
          <button
            type="button"
            onClick={() => onOpen(message.conversationId)}
            className="flex w-full flex-col items-start gap-0.5 px-4 py-3 text-start outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset"
          >
            <span className="text-sm font-medium text-ink">{t('notifications.newAudio')}</span>
            <time dateTime={message.sentDate} className="text-xs text-ink-muted">
              {dateTime(message.sentDate)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}
