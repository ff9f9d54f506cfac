import { cn } from '@/shared/lib/cn';

/** Points down when open and towards the reading direction's end when closed. */
export function Chevron({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-4 shrink-0 transition-transform', isOpen ? 'rotate-90' : 'rtl:rotate-180')}
    >
      <path d="m8 5 5 5-5 5" />
    </svg>
  );
}
