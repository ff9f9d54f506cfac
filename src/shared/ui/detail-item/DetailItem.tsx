import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';

export interface DetailItemProps {
  /** The fact's name, shown above its value (the list's `<dt>`). */
  label: string;
  /**
   * The value people typed (a title, a description): it reads in its own direction, English left to right
   * in Urdu, inside an inline `dir="auto"` isolate, so it keeps the view's alignment.
   */
  isUserText?: boolean;
  /** Spans both columns of a two-column list (a long description). */
  isWide?: boolean;
  /** Extra classes for the item's outer element, for placement only. */
  className?: string;
  /** The value, shown under the label (the list's `<dd>`). */
  children: ReactNode;
}

/** One fact of a read-only view, inside a `<dl>`: its label above its value. */
export function DetailItem({ label, isUserText = false, isWide = false, className, children }: DetailItemProps) {
  return (
    <div className={cn('flex flex-col gap-1', isWide && 'sm:col-span-2', className)}>
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-ink">{isUserText ? <span dir="auto">{children}</span> : children}</dd>
    </div>
  );
}
