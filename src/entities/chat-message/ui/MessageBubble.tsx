import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { useDateFormats } from '@/shared/lib/display-date';
import type { ChatMessage } from '../model/unread';
import { AudioMessage } from './AudioMessage';
import { ImageMessage } from './ImageMessage';

export interface MessageBubbleProps {
  message: ChatMessage;
  /** The signed-in staff member wrote it: shown on the end side (right in English, left in Urdu). */
  isOwn: boolean;
  /** The sender's name, read out before the message; own messages are read as "You" instead. */
  senderName: string;
  /**
   * For an end-side message: false when another staff member wrote it (e.g. the chat's teacher seen
   * by a supervisor), so it is read with `senderName`. True when omitted.
   */
  isMine?: boolean;
  /** Time zone of the time stamp; the browser's when omitted. */
  timeZone?: string;
}

/**
 * One chat message as a bubble: text, an image thumbnail or a voice note, with its time. The
 * moderator's own messages sit on the end side, the learner's on the start side. Render it inside a
 * list (it is an `li`).
 */
export function MessageBubble({ message, isOwn, senderName, isMine = true, timeZone }: MessageBubbleProps) {
  const { t } = useTranslation('chat-message');
  const time = useDateFormats(timeZone).time(message.sentDate);
  const sender = isOwn && isMine ? t('you') : senderName;

  let content: ReactNode;
  switch (message.messageType) {
    case 'IMAGE':
      content = <ImageMessage url={message.messageBody} label={t('image.label', { sender, time })} />;
      break;
    case 'AUDIO':
      content = <AudioMessage url={message.messageBody} label={t('audio.label', { sender, time })} tone={isOwn ? 'own' : 'other'} />;
      break;
    default:
      content = <p dir="auto" className="text-start text-sm leading-relaxed break-words whitespace-pre-wrap">{message.messageBody}</p>;
  }

  return (
    <li className={cn('flex', isOwn ? 'justify-end' : 'justify-start')} data-message-id={message.messageId}>
      <div
        className={cn(
          'flex max-w-[80%] flex-col gap-1 rounded-2xl px-3 py-2 shadow-sm',
          isOwn ? 'rounded-ee-sm bg-brand-700 text-ink-inverse' : 'rounded-es-sm border border-border bg-surface text-ink',
        )}
      >
        <span className="sr-only">{t('from', { sender })}</span>
        {content}
        <time dateTime={message.sentDate} className={cn('self-end text-xs', isOwn ? 'text-brand-50' : 'text-ink-muted')}>
          {time}
        </time>
      </div>
    </li>
  );
}
