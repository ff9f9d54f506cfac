import { useId, type ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { ErrorIcon } from './FieldIcons';
import { errorTextClassName } from './FieldParts';
import { fieldStackClassName } from './fieldStyles';

/** What a custom control needs to be named, described and marked invalid by its field. */
export interface FormFieldControlProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  /** The field's visible name, also the control's accessible name. */
  label: ReactNode;
  /** Help text under the control, which describes it for assistive technology. */
  description?: ReactNode;
  /** Shown under the control; a message alone marks the field invalid. */
  errorMessage?: ReactNode;
  /** Marks the field invalid (aria-invalid on a control given as a function); when omitted, an `errorMessage` alone does. */
  isInvalid?: boolean;
  /** Adds a red asterisk to the label, and aria-required on a control given as a function. */
  isRequired?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
  /**
   * The control. A function receives the ids and ARIA attributes to spread on it; plain children
   * are wrapped in a labelled group instead.
   */
  children: ReactNode | ((control: FormFieldControlProps) => ReactNode);
}

/** Label, help text and error around a control that is not one of the ready-made fields. */
export function FormField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  hideLabel,
  className,
  children,
}: FormFieldProps) {
  const baseId = useId();
  const controlId = `${baseId}-control`;
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const invalid = isInvalid ?? Boolean(errorMessage);
  const showsError = invalid && Boolean(errorMessage);
  const describedBy = [description ? descriptionId : null, showsError ? errorId : null].filter(Boolean).join(' ') || undefined;

  const control: FormFieldControlProps = {
    id: controlId,
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': isRequired || undefined,
  };
  const labelClassName = cn('text-sm font-medium text-ink', hideLabel && 'sr-only');
  const labelContent = (
    <>
      {label}
      {isRequired ? (
        <span aria-hidden="true" className="ms-0.5 text-danger-600">
          *
        </span>
      ) : null}
    </>
  );

  return (
    <div className={cn(fieldStackClassName, className)} data-invalid={invalid || undefined}>
      {typeof children === 'function' ? (
        <label id={labelId} htmlFor={controlId} className={labelClassName}>
          {labelContent}
        </label>
      ) : (
        <span id={labelId} className={labelClassName}>
          {labelContent}
        </span>
      )}
      {typeof children === 'function' ? (
        children(control)
      ) : (
        <div role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
          {children}
        </div>
      )}
      {description ? (
        <p id={descriptionId} className="text-xs text-ink-muted">
          {description}
        </p>
      ) : null}
      {showsError ? (
        <p id={errorId} className={errorTextClassName}>
          <ErrorIcon className="mt-0.5 shrink-0 text-sm" />
          <span>{errorMessage}</span>
        </p>
      ) : null}
    </div>
  );
}
