import { cn } from '@/shared/lib/cn';

/** One editable part of a date or time (day, month, hour…); the focused part is highlighted. */
export const segmentClassName = cn(
  'rounded-sm px-0.5 tabular-nums outline-none caret-transparent',
  'data-placeholder:text-ink-subtle data-[type=literal]:px-0',
  'focus:bg-brand-600 focus:text-ink-inverse data-disabled:text-ink-subtle',
);
