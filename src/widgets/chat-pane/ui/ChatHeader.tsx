import type { ReactNode } from 'react';
import { ArabicPassage, lessonHeading } from '@/entities/curriculum';
import type { chatContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';

export interface ChatHeaderProps {
  conversation: chatContract.Conversation;
  /** Actions at the end of the header, e.g. Mark as Pass. */
  actions?: ReactNode;
}

/** The learner, the course, the lesson ('Week n/Assignment m' or 'Level n/Session m') and its Arabic passage. */
export function ChatHeader({ conversation, actions }: ChatHeaderProps) {
  const { t } = useTranslation('chat-pane');
  const heading = lessonHeading(conversation);
  const label = heading.parts
    .map((part) => (part.number === null ? t(`unit.${part.unit}`) : `${t(`unit.${part.unit}`)} ${part.number}`))
    .join('/');
  return (
    <header className="flex flex-col gap-2 border-b border-border bg-surface px-4 py-3">
      <div className="flex flex-wrap items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 className="truncate-inline text-lg font-semibold text-ink">{conversation.userName}</h2>
          <p className="text-sm text-ink-muted">
            {/* Course and program names keep their own direction inside an Urdu line. */}
            <bdi>{conversation.courseTitle || t('unknownCourse')}</bdi>
            {heading.programName && (
              <>
                {' · '}
                <bdi>{heading.programName}</bdi>
              </>
            )}
            {' · '}
            <bdi className="font-medium text-ink">{label}</bdi>
          </p>
        </div>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </div>
      {heading.arabicTitle && (
        <section
          aria-label={t('passage')}
          // The passage can be long; it scrolls inside the header so the messages keep their room.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="max-h-28 overflow-y-auto rounded-control bg-surface-muted px-3 py-1 outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          <ArabicPassage text={heading.arabicTitle} className="text-lg leading-[2]" />
        </section>
      )}
    </header>
  );
}
