import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';

export interface EmptyStateProps {
  /** The heading, e.g. "No discounts yet". */
  title: string;
  /** A line under the heading: why it is empty or what to do next. */
  description?: string;
  /** A button or link that helps the user out of the empty state, for example "Add course". */
  action?: ReactNode;
  /** Replaces the default empty-tray picture. */
  icon?: ReactNode;
  /** Level of the title's heading, so it fits the page's outline; 2 when omitted. */
  headingLevel?: 2 | 3 | 4;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
}

/** Shown where a list or area has nothing to show yet. */
export function EmptyState({ title, description, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-10 text-center', className)}>
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-surface-sunken text-ink-muted">
        {icon ?? <EmptyTrayIcon />}
      </span>
      <div className="flex max-w-md flex-col gap-1">
        <Heading className="text-base font-semibold text-ink">{title}</Heading>
        {description && <p className="text-sm text-ink-muted">{description}</p>}
      </div>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

function EmptyTrayIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
      <path d="M3 13.5 5.6 5.8A1.5 1.5 0 0 1 7 4.8h10a1.5 1.5 0 0 1 1.4 1l2.6 7.7" />
      <path d="M3 13.5V18a1.5 1.5 0 0 0 1.5 1.5h15A1.5 1.5 0 0 0 21 18v-4.5h-5.2l-1.3 2.2h-5l-1.3-2.2z" />
    </svg>
  );
}
