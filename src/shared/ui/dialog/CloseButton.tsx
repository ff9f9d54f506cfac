import { Button as AriaButton } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';

export interface CloseButtonProps {
  /** Accessible name, for example "Close" or "Dismiss notification". */
  label: string;
  /** Called when the button is pressed. */
  onPress: () => void;
  /** Greys the button out; it cannot be pressed. */
  isDisabled?: boolean;
  /** md (the default, 36 px) for a dialog or drawer header; sm (28 px) inside a message such as an alert. */
  size?: 'sm' | 'md';
  /** Extra classes for the button, for placement only. */
  className?: string;
}

/** A small "×" button that closes an overlay or dismisses a message. */
export function CloseButton({ label, onPress, isDisabled, size = 'md', className }: CloseButtonProps) {
  return (
    <AriaButton
      aria-label={label}
      onPress={onPress}
      isDisabled={isDisabled}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-control text-ink-muted transition-colors',
        'outline-none focus-visible:ring-2 focus-visible:ring-focus',
        'data-hovered:bg-ink/5 data-hovered:text-ink data-pressed:bg-ink/10',
        'disabled:cursor-not-allowed disabled:opacity-50',
        size === 'sm' ? 'size-7' : 'size-9',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M5 5l10 10M15 5 5 15" />
      </svg>
    </AriaButton>
  );
}
