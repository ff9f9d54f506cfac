import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text as AriaText,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps as AriaLabelProps,
} from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import { ErrorIcon } from './FieldIcons';

export interface FieldLabelProps extends Omit<AriaLabelProps, 'className'> {
  /** Adds a red asterisk; screen readers hear "required" from the control itself. */
  isRequired?: boolean;
  /** Keeps the label for screen readers only (for example inside a table cell). */
  isHidden?: boolean;
  /** Extra classes for the label, for placement only. */
  className?: string;
}

/** The label of a field; inside a react-aria field it is wired to the control automatically. */
export function FieldLabel({ isRequired, isHidden, className, children, ...props }: FieldLabelProps) {
  return (
    <AriaLabel {...props} className={cn('text-sm font-medium text-ink', isHidden && 'sr-only', className)}>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className="ms-0.5 text-danger-600">
          *
        </span>
      ) : null}
    </AriaLabel>
  );
}

export interface FieldDescriptionProps {
  /** The text's id, for a control outside a react-aria field to name in its aria-describedby. */
  id?: string;
  /** Extra classes for the text, for placement only. */
  className?: string;
  /** The help text. */
  children: ReactNode;
}

/** Help text under a control; inside a react-aria field it joins the control's description. */
export function FieldDescription({ id, className, children }: FieldDescriptionProps) {
  return (
    <AriaText id={id} slot="description" className={cn('text-xs text-ink-muted', className)}>
      {children}
    </AriaText>
  );
}

export interface FieldErrorProps extends Omit<AriaFieldErrorProps, 'className' | 'children'> {
  /** Extra classes for the error line, for placement only. */
  className?: string;
  /** The message; nothing is shown without one. */
  children?: ReactNode;
}

/** The error under a react-aria field; shown only while the field is invalid and has a message. */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  if (children === undefined || children === null || children === '' || children === false) return null;
  return (
    <AriaFieldError {...props} className={cn(errorTextClassName, className)}>
      <ErrorIcon className="mt-0.5 shrink-0 text-sm" />
      <span>{children}</span>
    </AriaFieldError>
  );
}

export const errorTextClassName = 'flex items-start gap-1 text-xs font-medium text-danger-700';
