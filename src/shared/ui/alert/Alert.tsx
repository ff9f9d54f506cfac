import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { CloseButton } from '@/shared/ui/dialog';
import { ToneIcon, type FeedbackTone } from './ToneIcon';

export interface AlertProps {
  /**
   * The kind of message, which sets its colour and icon: danger for an error, warning before a risky
   * change, success for a good outcome, info for a neutral note. Only danger interrupts the screen reader.
   */
  tone: FeedbackTone;
  /** A bold first line in the tone's colour, above the message. */
  title?: string;
  /** The message itself. */
  children: ReactNode;
  /** Shows a "×" button that calls this. */
  onDismiss?: () => void;
  /** Extra classes for the outer box, for placement only. */
  className?: string;
}

const tones: Record<FeedbackTone, { box: string; accent: string }> = {
  danger: { box: 'bg-danger-50 border-danger-600/30 border-s-danger-600', accent: 'text-danger-700' },
  warning: { box: 'bg-warning-50 border-warning-700/30 border-s-warning-700', accent: 'text-warning-700' },
  success: { box: 'bg-success-50 border-success-700/30 border-s-success-700', accent: 'text-success-700' },
  info: { box: 'bg-info-50 border-info-700/30 border-s-info-700', accent: 'text-info-700' },
};

/**
 * A message inside the page. Errors interrupt (role=alert); everything else waits for a pause
 * in what the screen reader is saying (role=status).
 */
export function Alert({ tone, title, children, onDismiss, className }: AlertProps) {
  const { t } = useTranslation('ui-feedback');
  const style = tones[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-card border border-s-4 p-4 text-sm', style.box, className)}
    >
      <ToneIcon tone={tone} className={style.accent} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && <p className={cn('font-semibold', style.accent)}>{title}</p>}
        <div className="text-ink">{children}</div>
      </div>
      {onDismiss && <CloseButton label={t('dismiss')} onPress={onDismiss} size="sm" className="-me-1 -mt-1" />}
    </div>
  );
}
