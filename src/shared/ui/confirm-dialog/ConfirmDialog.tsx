import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown; the caller keeps this state. */
  isOpen: boolean;
  /** Called with false when the dialog should close: Cancel, Escape or a click outside (not while the action runs), or a confirm that finished. */
  onOpenChange: (open: boolean) => void;
  /** The question, as the dialog's heading and accessible name, e.g. "Delete this lesson?". */
  title: string;
  /** What will happen, shown under the title. */
  message: ReactNode;
  /** The confirm button's words, naming the action, e.g. "Delete". */
  confirmLabel: string;
  /** "Cancel" when omitted. */
  cancelLabel?: string;
  /** Red confirm button for destructive actions; the brand colour otherwise. 'danger' when omitted. */
  tone?: 'danger' | 'primary';
  /**
   * Runs on confirm. When it returns a promise the buttons wait for it; the dialog closes once it
   * resolves and stays open when it rejects (the caller reports the failure, for example in a toast).
   */
  onConfirm: () => void | Promise<void>;
  /**
   * Shows the confirm button busy, for callers that track the request themselves. A void
   * `onConfirm` still closes the dialog at once, so return the promise to keep it open until done.
   */
  isPending?: boolean;
}

/** Asks "are you sure?" before an action; cannot be dismissed while the action runs. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  onConfirm,
  isPending = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui-feedback');
  const [isRunning, setIsRunning] = useState(false);
  const isBusy = isPending || isRunning;

  const closeUnlessBusy = (open: boolean) => {
    if (!open && isBusy) return;
    onOpenChange(open);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setIsRunning(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // Stay open so the user can try again or cancel; the caller shows what went wrong.
    } finally {
      setIsRunning(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={closeUnlessBusy}
      title={title}
      size="sm"
      role="alertdialog"
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onPress={() => closeUnlessBusy(false)} isDisabled={isBusy}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onPress={() => void confirm()} isPending={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-ink-muted">{message}</div>
    </Dialog>
  );
}
