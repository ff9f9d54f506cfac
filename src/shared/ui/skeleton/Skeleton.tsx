import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';

export interface SkeletonProps {
  /** Extra classes for the region, for example padding or a fixed height. */
  className?: string;
  /** How many shimmering text lines to draw; 3 when omitted. */
  lines?: number;
  /** What assistive technology hears while the content loads; "Loading…" when omitted. */
  label?: string;
}

// A fixed rhythm of widths so the placeholder looks like text and screenshots stay stable.
const LINE_WIDTHS = ['w-full', 'w-11/12', 'w-4/5', 'w-full', 'w-3/4', 'w-5/6'] as const;

/** A busy placeholder: shimmering blocks that stand in for content still on its way. */
export function Skeleton({ className, lines = 3, label }: SkeletonProps) {
  const { t } = useTranslation('ui-feedback');
  const count = Math.max(1, Math.floor(lines));
  return (
    <div role="status" aria-busy="true" className={cn('flex flex-col gap-3', className)}>
      <span className="sr-only">{label ?? t('loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={cn(
            'block h-4 rounded-control bg-surface-sunken motion-safe:animate-pulse',
            // The last of several lines is shorter, as the end of a paragraph would be.
            count > 1 && index === count - 1 ? 'w-3/5' : LINE_WIDTHS[index % LINE_WIDTHS.length],
          )}
        />
      ))}
    </div>
  );
}
