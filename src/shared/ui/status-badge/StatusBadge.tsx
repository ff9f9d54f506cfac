import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';

export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand';

const TONE_CLASSES: Record<StatusTone, string> = {
  neutral: 'bg-surface-sunken text-ink-muted',
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-700',
  danger: 'bg-danger-50 text-danger-700',
  info: 'bg-info-50 text-info-700',
  brand: 'bg-brand-50 text-brand-800',
};

export interface StatusBadgeProps {
  /** The colour, chosen by meaning: `neutral` (the default) for a resting state such as Draft, `success` for a good one (Published), `warning` for one that needs attention (Locked), `danger` for a bad one (Expired), `info` for a plain fact (Scheduled), `brand` for a kind of thing (Masterclass). */
  tone?: StatusTone;
  /** The state word, e.g. "Published". */
  children: ReactNode;
  /** Extra classes for the badge, for placement only. */
  className?: string;
}

/** A short state word in a list or a header: Published, Draft, Locked… */
export function StatusBadge({ tone = 'neutral', children, className }: StatusBadgeProps) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', TONE_CLASSES[tone], className)}>
      {children}
    </span>
  );
}
