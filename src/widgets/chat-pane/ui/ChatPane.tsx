import { useCallback, useEffect, useRef } from 'react';
import { useConversation } from '@/entities/conversation';
import { useCan, useSession } from '@/entities/session';
import { MarkAsPassButton } from '@/features/mark-conversation-pass';
import { ChatComposer, type ChatComposerProps } from '@/features/send-chat-reply';
import { chatContract, errorText, isApiError } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { useMarkReadOnOpen } from '../model/useMarkReadOnOpen';
import { ChatHeader } from './ChatHeader';
import { MessageThread } from './MessageThread';
import { ShortcutsHelp } from './ShortcutsHelp';

export interface ChatPaneProps {
  /** The open conversation (the panel's `id` query parameter); null shows 'Click on chat to load'. */
  conversationId: number | null;
  /** Puts the voice recorder into the composer (see features/send-chat-reply). */
  renderRecorder?: ChatComposerProps['renderRecorder'];
  /** Called a second after a reply is sent or the chat is closed, for the panel to refresh its lists. */
  onUpdated?(): void;
  /** 'Mark as Pass' on the desktop panel, 'Mark as complete' on the phone. */
  passWording?: 'pass' | 'complete';
  /**
   * The open chat answers the panel's shortcuts (Ctrl+Z, Ctrl+Shift+F) and its header offers their
   * help; on unless told. The recording keys are the recorder's own (see `renderRecorder`).
   */
  keyboardShortcuts?: boolean;
  /** Time zone of days and times; the browser's when omitted. */
  timeZone?: string;
  /** How the page reloads after the 'Teacher is already assigned' refusal. */
  reloadPage?(): void;
}

/**
 * The moderator panel's conversation pane: the header (learner, course, lesson and its Arabic
 * passage, Mark as Pass), the messages by day, and the composer. A closed chat shows 'Assignment
 * marked as pass' instead of the composer; someone without the add permission on the moderator panel
 * reads without a composer. Opening a chat marks the messages it received as read.
 */
export function ChatPane({
  conversationId,
  renderRecorder,
  onUpdated,
  passWording = 'pass',
  keyboardShortcuts = true,
  timeZone,
  reloadPage,
}: ChatPaneProps) {
  const { t } = useTranslation('chat-pane');
  const { profile } = useSession();
  const can = useCan();
  const { data: conversation, error, isLoading, mutate } = useConversation(conversationId);
  const userId = profile?.userId ?? null;
  const canReply = can('MODERATOR_PANEL', 'add');
  const canEdit = can('MODERATOR_PANEL', 'edit');
  useMarkReadOnOpen(conversation, userId, canEdit);

  // The panel refreshes its lists a second after a chat changes.
  const refreshTimer = useRef<number | undefined>(undefined);
  // The open chat's element: Ctrl+Z marks it as pass from its message box too.
  const paneRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => window.clearTimeout(refreshTimer.current), []);
  const scheduleRefresh = useCallback(() => {
    if (!onUpdated) return;
    window.clearTimeout(refreshTimer.current);
    refreshTimer.current = window.setTimeout(onUpdated, chatContract.CHAT_REFRESH_AFTER_UPDATE_MS);
  }, [onUpdated]);

  const onSent = useCallback(() => {
    void mutate();
    scheduleRefresh();
  }, [mutate, scheduleRefresh]);

  if (conversationId === null) {
    return (
      <div className="flex h-full items-center justify-center bg-surface">
        <EmptyState title={t('clickToLoad')} headingLevel={2} />
      </div>
    );
  }
  if (error && !conversation) {
    return (
      <div className="flex h-full items-center justify-center bg-surface">
        {/* A refusal (another teacher holds the chat) is not mended by asking again, so it offers no retry. */}
        {isRefusal(error) ? (
          <ErrorState title={t('refused')} message={errorText(error) ?? ''} />
        ) : (
          <ErrorState title={t('failed')} message={errorText(error) ?? ''} onRetry={() => void mutate()} />
        )}
      </div>
    );
  }
  if (isLoading || !conversation) {
    return (
      <div className="h-full bg-surface p-4">
        <Skeleton lines={6} label={t('loading')} />
      </div>
    );
  }

  const isClosed = conversation.status === 'CLOSED';
  // The help shows where the shortcuts answer: an open chat with its composer.
  const showShortcuts = keyboardShortcuts && !isClosed && canReply && userId !== null;
  let footer;
  if (isClosed) {
    footer = (
      <p role="status" className="border-t border-border bg-success-50 px-4 py-3 text-center text-sm font-medium text-success-700">
        {t('markedAsPass')}
      </p>
    );
  } else if (!canReply || userId === null) {
    footer = <p className="border-t border-border bg-surface px-4 py-3 text-center text-sm text-ink-muted">{t('readOnly')}</p>;
  } else {
    footer = (
      <ChatComposer
        key={conversation.conversationId}
        conversation={conversation}
        senderId={userId}
        onSent={onSent}
        renderRecorder={renderRecorder}
        keyboardShortcuts={keyboardShortcuts}
        reloadPage={reloadPage}
      />
    );
  }

  return (
    <div ref={paneRef} className="flex h-full min-h-0 flex-col overflow-hidden bg-surface">
      <ChatHeader
        conversation={conversation}
        actions={
          isClosed || (!canEdit && !showShortcuts) ? null : (
            <>
              {canEdit && (
                <MarkAsPassButton
                  key={conversation.conversationId}
                  conversationId={conversation.conversationId}
                  wording={passWording}
                  keyboardShortcut={keyboardShortcuts}
                  chatArea={paneRef}
                  onClosed={scheduleRefresh}
                />
              )}
              {showShortcuts && <ShortcutsHelp />}
            </>
          )
        }
      />
      <MessageThread conversation={conversation} userId={userId} timeZone={timeZone} />
      {footer}
    </div>
  );
}

const isRefusal = (error: unknown) => isApiError(error) && error.status === 403;
