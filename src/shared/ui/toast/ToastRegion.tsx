import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { ToneIcon } from '@/shared/ui/alert';
import { dismissToast, getToasts, MAX_VISIBLE_TOASTS, subscribeToToasts, type QueuedToast } from './toastQueue';
import { useAutoDismiss } from './useAutoDismiss';

const TONE_CLASSES: Record<QueuedToast['tone'], string> = {
  success: 'border-s-success-700 text-success-700',
  danger: 'border-s-danger-600 text-danger-700',
  warning: 'border-s-warning-700 text-warning-700',
  info: 'border-s-info-700 text-info-700',
};

function ToastItem({ toast, isPaused }: { toast: QueuedToast; isPaused: boolean }) {
  const { t } = useTranslation('ui-feedback');
  useAutoDismiss(toast.timeout, isPaused, () => dismissToast(toast.id));
  return (
    <div
      role={toast.tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-card border border-s-4 border-border bg-surface p-3 shadow-overlay',
        TONE_CLASSES[toast.tone],
      )}
    >
      <ToneIcon tone={toast.tone} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-medium text-ink">{toast.title}</p>
        {toast.description ? <p className="text-sm text-ink-muted">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={t('dismissToast')}
        className="-m-1 rounded-control p-1 text-ink-muted hover:bg-surface-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring-focus"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <path d="m5 5 10 10M15 5 5 15" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Where toasts appear: the bottom end corner, newest last, at most MAX_VISIBLE_TOASTS at once. The
 * clocks stop while the pointer or the keyboard focus is on them, so nobody loses a message mid-read.
 */
export function ToastRegion() {
  const { t } = useTranslation('ui-feedback');
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const visible = toasts.slice(0, MAX_VISIBLE_TOASTS);

  return (
    <section
      aria-label={t('notifications')}
      className="pointer-events-none fixed bottom-4 end-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="flex flex-col gap-2">
        {visible.map((toast) => (
          <ToastItem key={toast.id} toast={toast} isPaused={isHovered || isFocused} />
        ))}
      </div>
    </section>
  );
}
