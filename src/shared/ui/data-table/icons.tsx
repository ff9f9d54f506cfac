import { cn } from '@/shared/lib/cn';

/** Points toward the end side; mirrored in right-to-left. */
export function ChevronEndIcon({ className }: {
  /** Extra classes for the icon, such as its colour or placement. */
  className?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={cn('size-4 rtl:-scale-x-100', className)}>
      <path d="m8 5 5 5-5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Points toward the start side; mirrored in right-to-left. */
export function ChevronStartIcon({ className }: {
  /** Extra classes for the icon, such as its colour or placement. */
  className?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={cn('size-4 rtl:-scale-x-100', className)}>
      <path d="m12 5-5 5 5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ChevronDownIcon({ className }: {
  /** Extra classes for the icon, such as its colour or placement. */
  className?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={cn('size-4', className)}>
      <path d="m5 8 5 5 5-5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function SearchIcon({ className }: {
  /** Extra classes for the icon, such as its colour or placement. */
  className?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={cn('size-4', className)}>
      <circle cx="9" cy="9" r="5.5" stroke="currentColor" strokeWidth="1.8" />
      <path d="m13.5 13.5 3 3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function ClearIcon({ className }: {
  /** Extra classes for the icon, such as its colour or placement. */
  className?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={cn('size-4', className)}>
      <path d="m6 6 8 8M14 6l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** Sort state of a column: both arrows when unsorted, one when sorted. */
export function SortIcon({ direction }: {
  /** The column's sort: ascending dims the down arrow, descending the up arrow; omitted (unsorted) shows both alike. */
  direction?: 'ascending' | 'descending';
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="size-4 shrink-0">
      <path
        d="m6.5 8 3.5-3.5L13.5 8"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={direction === 'descending' ? 'opacity-25' : undefined}
      />
      <path
        d="m6.5 12 3.5 3.5 3.5-3.5"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={direction === 'ascending' ? 'opacity-25' : undefined}
      />
    </svg>
  );
}
