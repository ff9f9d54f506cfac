import { useEffect, useLayoutEffect, useRef } from 'react';
import { groupMessagesByDay, MessageBubble } from '@/entities/chat-message';
import type { chatContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';

export interface MessageThreadProps {
  conversation: chatContract.Conversation;
  /** The signed-in staff member, whose messages are named "You". */
  userId: number | null;
  timeZone?: string;
}

/**
 * The conversation's messages grouped by day, each day under its own heading, scrolled to the newest
 * message when the chat opens and whenever a message arrives. The learner's messages sit on the
 * start side; the staff side's (the signed-in moderator's and the teacher's) on the end side.
 */
export function MessageThread({ conversation, userId, timeZone }: MessageThreadProps) {
  const { t } = useTranslation('chat-pane');
  const boxRef = useRef<HTMLDivElement>(null);
  const days = groupMessagesByDay(conversation.messages, timeZone);
  const { date } = useDateFormats(timeZone);
  const newest = conversation.messages.reduce((latest, message) => Math.max(latest, message.messageId), 0);

  const contentRef = useRef<HTMLDivElement>(null);
  // Whether the thread follows the newest message: true on opening, false once the reader scrolls up.
  const followRef = useRef(true);
  // Where the thread last put itself; a scroll event that finds it there is its own, not the reader's.
  const pinnedAtRef = useRef<number | null>(null);
  const pinToEnd = (box: HTMLElement) => {
    box.scrollTop = box.scrollHeight;
    pinnedAtRef.current = box.scrollTop;
  };

  useLayoutEffect(() => {
    const box = boxRef.current;
    followRef.current = true;
    if (box) pinToEnd(box);
  }, [conversation.conversationId, newest]);

  // Late layout must not leave the newest message out of view: the thread growing (images, waveforms)
  // or its box shrinking (the header's Arabic passage taking its font's height).
  useEffect(() => {
    const box = boxRef.current;
    const content = contentRef.current;
    if (!box || !content || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (followRef.current) pinToEnd(box);
    });
    observer.observe(content);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const box = boxRef.current;
    // The thread's own pinning may report late, after the content grew under it: that is no reader scrolling up.
    if (!box || box.scrollTop === pinnedAtRef.current) return;
    followRef.current = box.scrollHeight - box.scrollTop - box.clientHeight < 24;
  };

  return (
    <div
      ref={boxRef}
      role="log"
      aria-label={t('messages')}
      // The thread scrolls; keyboard users reach it to scroll with the arrow keys.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={onScroll}
      // No scroll anchoring: the browser's own adjustment as late content grows would read as the reader scrolling up.
      className="min-h-0 flex-1 overflow-y-auto [overflow-anchor:none] bg-surface-muted px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset"
    >
      <div ref={contentRef}>
        {days.length === 0 && <p className="py-8 text-center text-sm text-ink-muted">{t('noMessages')}</p>}
        {days.map((day) => {
          const headingId = `chat-day-${conversation.conversationId}-${day.day}`;
          return (
            <section key={day.day} aria-labelledby={headingId} className="flex flex-col gap-3 pb-4">
              <div className="flex items-center gap-3">
                <span className="h-px flex-1 bg-border" />
                <h3 id={headingId} className="rounded-full bg-surface px-3 py-0.5 text-xs font-medium text-ink-muted shadow-sm">
                  {date(day.date)}
                </h3>
                <span className="h-px flex-1 bg-border" />
              </div>
              <ol className="flex flex-col gap-2">
                {day.messages.map((message) => {
                  const fromLearner = message.senderId === conversation.userId;
                  const isMine = userId !== null && message.senderId === userId;
                  return (
                    <MessageBubble
                      key={message.messageId}
                      message={message}
                      isOwn={!fromLearner}
                      senderName={fromLearner ? conversation.userName : (conversation.teacherName ?? t('teacher'))}
                      isMine={isMine}
                      timeZone={timeZone}
                    />
                  );
                })}
              </ol>
            </section>
          );
        })}
      </div>
    </div>
  );
}
