import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { CloseButton } from '@/shared/ui/dialog';

export type DrawerSide = 'start' | 'end' | 'bottom';

export interface DrawerProps {
  /** Whether the drawer is shown; the caller keeps this state. */
  isOpen: boolean;
  /** Called with false when the person closes the drawer: the "×" button, Escape or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** The heading at the top, which also names the drawer for assistive technology. */
  title: ReactNode;
  /** The drawer's body, which scrolls when it is taller than the panel. */
  children: ReactNode;
  /** Edge it slides from: 'start' (left in English, right in Urdu), 'end', or 'bottom' for phones. */
  side?: DrawerSide;
  /** Buttons at the bottom of the panel, below the body. */
  footer?: ReactNode;
}

// Logical insets keep 'start' on the reading side; react-aria's entering/exiting states drive the slide,
// and ltr:/rtl: pairs (never a bare default) so the direction of travel cannot depend on rule order.
const panels: Record<DrawerSide, string> = {
  start: cn(
    'inset-y-0 start-0 h-full w-full max-w-sm border-e',
    'ltr:data-entering:-translate-x-full rtl:data-entering:translate-x-full ltr:data-exiting:-translate-x-full rtl:data-exiting:translate-x-full',
  ),
  end: cn(
    'inset-y-0 end-0 h-full w-full max-w-sm border-s',
    'ltr:data-entering:translate-x-full rtl:data-entering:-translate-x-full ltr:data-exiting:translate-x-full rtl:data-exiting:-translate-x-full',
  ),
  bottom: 'inset-x-0 bottom-0 max-h-[85vh] w-full rounded-t-card border-t data-entering:translate-y-full data-exiting:translate-y-full',
};

/** A panel that slides over the page from one edge; modal, so focus stays inside until it closes. */
export function Drawer({ isOpen, onOpenChange, title, children, side = 'start', footer }: DrawerProps) {
  const { t } = useTranslation('ui-feedback');
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-ink/50 transition-opacity duration-200 data-entering:opacity-0 data-exiting:opacity-0"
    >
      <Modal
        className={cn(
          'fixed flex flex-col border-border bg-surface shadow-overlay outline-none transition-transform duration-200 ease-out',
          panels[side],
        )}
      >
        <AriaDialog className="flex min-h-0 flex-1 flex-col outline-none">
          {side === 'bottom' && <span aria-hidden="true" className="mx-auto mt-2 h-1 w-10 rounded-full bg-border-strong" />}
          <div className="flex items-start gap-3 border-b border-border px-5 py-4">
            <Heading slot="title" className="min-w-0 flex-1 text-lg font-semibold text-ink">
              {title}
            </Heading>
            <CloseButton label={t('close')} onPress={() => onOpenChange(false)} className="-me-2 -mt-1" />
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
