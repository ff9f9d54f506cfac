import { useUnreadAudioMessages } from '@/entities/chat-message';
import { MODERATOR_PANEL_PATH } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { ActionMenu, type ActionMenuItem } from '@/shared/ui/menu';
import { CountBadge } from '@/shared/ui/status-badge';

const noop = () => undefined;

/**
 * The header bell of the moderator group: the number of unread voice notes, and a menu with one
 * entry per note that opens its conversation in the moderator panel.
 */
export function ModeratorBell() {
  const { t } = useTranslation('shell');
  const { messages, count, error } = useUnreadAudioMessages();
  const { dateTime } = useDateFormats();

  const items: ActionMenuItem[] = messages.map((message) => ({
    id: String(message.messageId),
    label: `${t('bell.newAudio')} · ${dateTime(message.sentDate)}`,
    href: `${MODERATOR_PANEL_PATH}?id=${message.conversationId}`,
    onAction: noop,
  }));
  if (items.length === 0) {
    items.push({ id: 'none', label: error ? t('bell.failed') : t('bell.empty'), isDisabled: true, onAction: noop });
  }

  return (
    <ActionMenu
      label={t('bell.label', { count })}
      placement="bottom end"
      items={items}
      trigger={
        <span className="relative inline-flex items-center gap-1.5">
          <BellIcon />
          {count > 0 && <CountBadge count={count} label={t('bell.label', { count })} />}
        </span>
      }
    />
  );
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      <path d="M6 9a6 6 0 1 1 12 0c0 4.5 1.5 6.5 2.5 7.5h-17C4.5 15.5 6 13.5 6 9Z" />
      <path d="M10 19.5a2.2 2.2 0 0 0 4 0" />
    </svg>
  );
}
