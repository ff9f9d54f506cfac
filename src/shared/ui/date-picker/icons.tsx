import { cn } from '@/shared/lib/cn';

interface IconProps {
  /** Extra classes for the icon, such as its size or colour. */
  className?: string;
}

/** A calendar page; decorative, the button around it carries the name. */
export function CalendarIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={cn('size-5', className)}>
      <rect x="3" y="4.5" width="14" height="12.5" rx="2" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3 8.5h14M7 3v3M13 3v3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A chevron pointing to the start (`back`) or the end (`forward`) of the line; it mirrors itself in
 * right-to-left text so "previous" always points backwards.
 */
export function ChevronIcon({ towards, className }: IconProps & {
  /** back for "previous" (towards the start of the line), forward for "next" (towards its end). */
  towards: 'back' | 'forward';
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      className={cn('size-4 rtl:-scale-x-100', className)}
    >
      <path
        d={towards === 'back' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
