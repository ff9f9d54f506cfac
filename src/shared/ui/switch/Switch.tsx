import type { FocusEvent, ReactNode, Ref } from 'react';
import { SwitchButton, SwitchField } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import { FieldDescription, useMergedRef } from '@/shared/ui/form-field';

export interface SwitchProps {
  /** The label: what turns on or off. */
  children: ReactNode;
  /** Whether it is on, for a controlled switch (with `onChange`). */
  isSelected?: boolean;
  /** Whether it starts on when the switch keeps its own state. */
  defaultSelected?: boolean;
  /** Called with the new state (`true` for on) each time the person flips it. */
  onChange?: (selected: boolean) => void;
  /** Called when focus leaves the switch, passed to react-aria (react-hook-form's `field.onBlur` goes here). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Greys the switch out and refuses changes. */
  isDisabled?: boolean;
  /** Shows the state but refuses changes. */
  isReadOnly?: boolean;
  /** Help text under the label, read as the switch's description. */
  description?: ReactNode;
  /** The switch's name in a native form's data, passed to react-aria. */
  name?: string;
  /** What a native form sends under `name` while the switch is on. */
  value?: string;
  /** An id for the switch, passed to react-aria. */
  id?: string;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
  /** The input element; it gets the same element as `ref`. */
  inputRef?: Ref<HTMLInputElement>;
  /** The input element (react-hook-form's Controller passes `field.ref` here). */
  ref?: Ref<HTMLInputElement>;
}

/** An on/off toggle that takes effect at once (a setting, a visibility flag). */
export function Switch({ children, description, className, inputRef, ref, ...props }: SwitchProps) {
  const elementRef = useMergedRef(inputRef, ref);
  return (
    <SwitchField {...props} inputRef={elementRef} className={cn('flex flex-col gap-1', className)}>
      <SwitchButton className="group inline-flex w-fit cursor-default items-center gap-2.5 text-sm text-ink data-disabled:cursor-not-allowed data-disabled:text-ink-muted">
        <span
          aria-hidden="true"
          className={cn(
            'flex h-6 w-10 shrink-0 items-center justify-start rounded-full border-2 border-transparent bg-border-strong p-0.5 transition-colors',
            'group-data-hovered:bg-ink-subtle group-data-selected:justify-end group-data-selected:bg-brand-600 group-data-selected:group-data-pressed:bg-brand-700',
            'group-data-focus-visible:ring-2 group-data-focus-visible:ring-focus group-data-focus-visible:ring-offset-2',
            'group-data-disabled:bg-border group-data-disabled:group-data-selected:bg-brand-200',
          )}
        >
          {/* The knob sits at the end edge when on, so it follows the reading direction. */}
          <span className="size-4 rounded-full bg-surface shadow" />
        </span>
        <span>{children}</span>
      </SwitchButton>
      {description ? <FieldDescription className="ps-12.5">{description}</FieldDescription> : null}
    </SwitchField>
  );
}
