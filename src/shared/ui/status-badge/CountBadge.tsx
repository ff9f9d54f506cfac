import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';

export interface CountBadgeProps {
  /** The number to show; above `max` the badge shows "max+". */
  count: number;
  /** What the number means, read by screen readers instead of the bare number. */
  label: string;
  /** Beyond this the badge shows "max+". */
  max?: number;
  /** Extra classes for the badge, for placement only. */
  className?: string;
}

/** A small counter on a bell or a tab; the visible digits are hidden from assistive technology. */
export function CountBadge({ count, label, max = 99, className }: CountBadgeProps) {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language).format;
  const shown = count > max ? `${format(max)}+` : format(count);
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-600 px-1.5 text-xs font-semibold text-ink-inverse',
        className,
      )}
    >
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
