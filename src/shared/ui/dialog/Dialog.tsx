import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { CloseButton } from './CloseButton';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | 'wide';

export interface DialogProps {
  /** Whether the dialog is shown; the caller keeps this state. */
  isOpen: boolean;
  /** Called with false when the person closes the dialog: the "×" button, Escape, or a click outside when allowed. */
  onOpenChange: (open: boolean) => void;
  /** The heading at the top, which also names the dialog for assistive technology. */
  title: ReactNode;
  /** The dialog's body, which scrolls when it is taller than the screen. */
  children: ReactNode;
  /** Buttons at the bottom, usually Cancel then the main action. */
  footer?: ReactNode;
  /**
   * The greatest width: sm (384 px) for a short question, md (512 px, the default) for a small form, lg
   * (672 px) and xl (896 px) for longer content such as a list, wide (1000 px) for a table of many columns.
   */
  size?: DialogSize;
  /** Whether a click outside closes the dialog (Escape always does); true when omitted. */
  isDismissable?: boolean;
  /** `alertdialog` for questions that need an answer before anything else. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the "×" button, for dialogs that must be answered with their own buttons. */
  hideCloseButton?: boolean;
  /** Keeps the dialog open while something it started is still running. */
  isKeyboardDismissDisabled?: boolean;
}

const widths: Record<DialogSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
  /** 1000 px, for a table of many columns (the spec's 'Videos Stat' popup). */
  wide: 'max-w-[1000px]',
};

/**
 * A modal dialog: traps focus, closes on Escape and gives focus back to what opened it.
 * The title names the dialog; the "×" button is always reachable unless hidden on purpose.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  role = 'dialog',
  hideCloseButton = false,
  isKeyboardDismissDisabled = false,
}: DialogProps) {
  const { t } = useTranslation('ui-feedback');
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={cn(
        'fixed inset-0 z-50 flex items-center justify-center bg-ink/50 p-4',
        'transition-opacity duration-200 data-entering:opacity-0 data-exiting:opacity-0',
      )}
    >
      <Modal
        className={cn(
          'flex max-h-full w-full flex-col rounded-card bg-surface shadow-overlay outline-none',
          'transition-transform duration-200 data-entering:scale-95 data-exiting:scale-95',
          widths[size],
        )}
      >
        <AriaDialog role={role} className="flex min-h-0 flex-1 flex-col outline-none">
          <div className="flex items-start gap-3 border-b border-border px-5 py-4">
            <Heading slot="title" className="min-w-0 flex-1 text-lg font-semibold text-ink">
              {title}
            </Heading>
            {!hideCloseButton && (
              <CloseButton label={t('close')} onPress={() => onOpenChange(false)} className="-me-2 -mt-1" />
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 text-sm text-ink">{children}</div>
          {footer && (
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border px-5 py-3">{footer}</div>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
