import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  /**
   * primary (the default) for the one main action of a screen or dialog, secondary for the others,
   * ghost for a quiet action beside them, danger for an action that deletes.
   */
  variant?: ButtonVariant;
  /** md (the default, 40 px high) for forms and pages; sm (32 px) for toolbars, table rows and tight spaces. */
  size?: ButtonSize;
  /** Shows a spinner, keeps the width and refuses presses while an action runs. */
  isPending?: boolean;
  /** An icon before the label (placed at the start edge, so it flips in right-to-left). */
  icon?: ReactNode;
  /** Extra classes for the button, for placement only. */
  className?: string;
  /** The label, which is also the button's accessible name. */
  children?: ReactNode;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-ink-inverse hover:bg-brand-700 pressed:bg-brand-800',
  secondary: 'bg-surface text-ink border border-border-strong hover:bg-surface-muted pressed:bg-surface-sunken',
  ghost: 'bg-transparent text-ink hover:bg-surface-sunken',
  danger: 'bg-danger-600 text-ink-inverse hover:bg-danger-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
};

/** The panel's button: a react-aria button with the design tokens. */
export function Button({ variant = 'primary', size = 'md', isPending, icon, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      className={cn(
        'inline-flex items-center justify-center rounded-control font-medium whitespace-nowrap transition-colors',
        'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2',
        'disabled:cursor-not-allowed disabled:opacity-50',
        variants[variant],
        sizes[size],
        className,
      )}
    >
      {isPending ? <Spinner /> : icon}
      {children}
    </AriaButton>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
    />
  );
}
