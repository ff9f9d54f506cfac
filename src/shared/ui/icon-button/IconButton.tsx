import type { ReactNode, Ref } from 'react';
import { Button, Tooltip, TooltipTrigger, type PressEvent } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';

export type IconButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type IconButtonSize = 'sm' | 'md';

export interface IconButtonProps {
  /** The accessible name, also shown as a tooltip on hover and keyboard focus. */
  label: string;
  /** The icon drawn in the button; hidden from screen readers, as `label` names the button. */
  icon: ReactNode;
  /** Called when the button is pressed by mouse, touch or keyboard (react-aria's press event). */
  onPress?: (event: PressEvent) => void;
  /** `ghost` (the default) for toolbars and table rows; `secondary`, with a border, beside other buttons; `primary` for the main action; `danger`, in red, for deleting. */
  variant?: IconButtonVariant;
  /** `md` (the default) is 40 px square; `sm` is 32 px, for dense rows and toolbars. */
  size?: IconButtonSize;
  /** Greys the button out and refuses presses. */
  isDisabled?: boolean;
  /** Shows a spinner in place of the icon and refuses presses while an action runs (react-aria's pending state). */
  isPending?: boolean;
  /** `button` (the default) only calls `onPress`; `submit` also submits the form it is in; `reset` resets that form. */
  type?: 'button' | 'submit' | 'reset';
  /** The side the tooltip opens on: `top` (the default) or `bottom`, or `start` and `end`, which follow the reading direction. */
  tooltipPlacement?: 'top' | 'bottom' | 'start' | 'end';
  /** Extra classes for the button, for placement only. */
  className?: string;
  /** The button element. */
  ref?: Ref<HTMLButtonElement>;
}

const variants: Record<IconButtonVariant, string> = {
  primary: 'bg-brand-600 text-ink-inverse hover:bg-brand-700 pressed:bg-brand-800',
  secondary: 'border border-border-strong bg-surface text-ink hover:bg-surface-muted pressed:bg-surface-sunken',
  ghost: 'bg-transparent text-ink-muted hover:bg-surface-sunken hover:text-ink pressed:bg-surface-sunken',
  danger: 'bg-transparent text-danger-700 hover:bg-danger-50 pressed:bg-danger-50',
};

const sizes: Record<IconButtonSize, string> = {
  sm: 'size-8 text-base',
  md: 'size-10 text-lg',
};

/** A square button showing only an icon; its label is spoken and shown as a tooltip. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  tooltipPlacement = 'top',
  className,
  ...props
}: IconButtonProps) {
  return (
    <TooltipTrigger delay={500}>
      <Button
        {...props}
        aria-label={label}
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-control transition-colors',
          'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2',
          'disabled:cursor-not-allowed disabled:opacity-50',
          variants[variant],
          sizes[size],
          className,
        )}
      >
        {props.isPending ? (
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" />
        ) : (
          <span aria-hidden="true" className="flex items-center justify-center">
            {icon}
          </span>
        )}
      </Button>
      <Tooltip
        placement={tooltipPlacement}
        offset={6}
        className="max-w-64 rounded-control bg-ink px-2 py-1 text-xs font-medium text-ink-inverse shadow-overlay"
      >
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
