import type { FocusEvent, ReactNode, Ref } from 'react';
import { SwitchButton, SwitchField } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import { FieldDescription, useMergedRef } from '@/shared/ui/form-field';

export interface SwitchProps {
  /** The label: what turns on or off. */
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (selected: boolean) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  description?: ReactNode;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
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
