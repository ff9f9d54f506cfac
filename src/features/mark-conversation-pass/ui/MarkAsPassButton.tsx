import { useEffect, useRef, type RefObject } from 'react';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { showToast } from '@/shared/ui/toast';
import { useMarkConversationPass } from '../model/useMarkConversationPass';
import { isEditingText, marksPassOnKey } from '../model/shortcut';

export interface MarkAsPassButtonProps {
  conversationId: number;
  /** 'Mark as Pass' (desktop panel) or 'Mark as complete' (phone panel). */
  wording?: 'pass' | 'complete';
  /** Answers Ctrl+Z on the page; turn it on only for the open chat. */
  keyboardShortcut?: boolean;
  /**
   * The open chat's element. Ctrl+Z answers in its text fields too (the message box); a text field
   * elsewhere on the page keeps Ctrl+Z for undoing its typing.
   */
  chatArea?: RefObject<HTMLElement | null>;
  /** After the conversation is closed, e.g. to refresh the panel's lists. */
  onClosed?: () => void;
  isDisabled?: boolean;
}

/**
 * Marks the open conversation as passed (status CLOSED). Ctrl+Z does the same while the chat is
 * open, from its message box too; only text fields outside the chat keep Ctrl+Z for undoing typing.
 */
export function MarkAsPassButton({
  conversationId,
  wording = 'pass',
  keyboardShortcut = false,
  chatArea,
  onClosed,
  isDisabled,
}: MarkAsPassButtonProps) {
  const { t } = useTranslation('mark-conversation-pass');
  const { markPass, isPending } = useMarkConversationPass(conversationId, onClosed);

  const run = async () => {
    const failure = await markPass();
    // Success shows in the pane itself (the closed state); only a refusal needs a notice.
    if (failure) showToast({ tone: 'danger', title: t('failed'), description: errorText(failure) });
  };
  // The page-wide key listener reads the latest action and state without being added again.
  const runRef = useRef(run);
  const busyRef = useRef(false);
  useEffect(() => {
    runRef.current = run;
    busyRef.current = isPending || Boolean(isDisabled);
  });

  useEffect(() => {
    if (!keyboardShortcut) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      const focus = { isEditingText: isEditingText(target), isInsideChat: Boolean(target && chatArea?.current?.contains(target)) };
      if (!marksPassOnKey(event, focus) || busyRef.current) return;
      event.preventDefault();
      void runRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keyboardShortcut, chatArea]);

  return (
    <Button
      variant="secondary"
      size="sm"
      isPending={isPending}
      isDisabled={isDisabled}
      onPress={() => void run()}
    >
      {wording === 'complete' ? t('markComplete') : t('markPass')}
    </Button>
  );
}
