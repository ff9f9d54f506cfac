import { useUnreadAudioMessages } from '@/entities/chat-message';
import { MODERATOR_PANEL_PATH } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { ActionMenu, type ActionMenuItem } from '@/shared/ui/menu';
import { CountBadge } from '@/shared/ui/status-badge';
import { BellIcon } from './BellIcon';

const noop = () => undefined;

/**
 * The header bell of the moderator group: the number of unread voice notes, and a menu with one
 * entry per note that opens its conversation in the moderator panel.
 */
export function ModeratorBell() {
  const { t, i18n } = useTranslation('shell');
  const { messages, count, error } = useUnreadAudioMessages();
  const formatTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format;

  const items: ActionMenuItem[] = messages.map((message) => ({
    id: String(message.messageId),
    label: `${t('bell.newAudio')} · ${formatTime(new Date(message.sentDate))}`,
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
