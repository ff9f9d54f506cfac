import type { FocusEvent, ReactNode, Ref } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import { useTranslation } from '@/shared/i18n';
import {
  CheckIcon,
  ChevronDownIcon,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldStackClassName,
  listOptionClassName,
  listPopoverClassName,
} from '@/shared/ui/form-field';

export interface SelectItem<K extends string | number> {
  id: K;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<K extends string | number> {
  /** The field's visible name; with the chosen option, it is also the button's accessible name. */
  label: ReactNode;
  /** The options, in the order listed; a disabled one shows but cannot be chosen. */
  items: readonly SelectItem<K>[];
  /** The chosen option's id, for a controlled select; `null` shows the placeholder. */
  selectedKey?: K | null;
  /** The option chosen at first when the select keeps its own choice. */
  defaultSelectedKey?: K;
  /** Called with the id of the option the person picks. */
  onSelectionChange?: (key: K) => void;
  /** Called when focus leaves the field, passed to react-aria (react-hook-form's `field.onBlur` goes here). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** The field's name in a native form's data, passed to react-aria. */
  name?: string;
  /** Shown while nothing is chosen; defaults to "Select an option". */
  placeholder?: string;
  /** Help text under the field, read as the button's description. */
  description?: ReactNode;
  /** Shown under the field; a message alone marks the field invalid. */
  errorMessage?: ReactNode;
  /** Marks the field invalid; when omitted, an `errorMessage` alone does. */
  isInvalid?: boolean;
  /** Shows an asterisk by the label and tells screen readers a choice is needed; the form does the checking. */
  isRequired?: boolean;
  /** Greys the field out and refuses changes. */
  isDisabled?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** An id for the field, passed to react-aria. */
  id?: string;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
  /** The trigger button (react-hook-form's Controller passes `field.ref` here). */
  ref?: Ref<HTMLButtonElement>;
}

/** Choose one option from a short list that needs no search. */
export function Select<K extends string | number>({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  hideLabel,
  className,
  ref,
  ...props
}: SelectProps<K>) {
  const { t } = useTranslation('ui-forms');
  return (
    <AriaSelect
      {...props}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => {
        // The list only holds the caller's own ids, so a chosen key is always a K.
        if (key !== null) onSelectionChange?.(key as K);
      }}
      placeholder={placeholder ?? t('select.placeholder')}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={cn(fieldStackClassName, 'group', className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={hideLabel}>
        {label}
      </FieldLabel>
      <Button
        ref={ref}
        className={cn(
          'flex min-h-10 w-full items-center gap-2 rounded-control border border-border-strong bg-surface px-3 py-2 text-start text-sm text-ink outline-none transition-colors',
          'hover:border-ink-muted focus-visible:border-focus focus-visible:ring-1 focus-visible:ring-focus',
          'group-data-open:border-focus group-data-invalid:border-danger-600',
          'disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-sunken disabled:text-ink-muted',
        )}
      >
        <SelectValue className="min-w-0 flex-1 truncate-inline data-placeholder:text-ink-subtle" />
        <ChevronDownIcon className="shrink-0 text-base text-ink-muted" />
      </Button>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover placement="bottom start" className={cn(listPopoverClassName, 'max-h-72')}>
        <ListBox items={items} className="py-1 outline-none">
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={listOptionClassName}>
              {({ isSelected }) => (
                <>
                  <span className="min-w-0 flex-1 truncate-inline">{item.label}</span>
                  {isSelected ? <CheckIcon className="shrink-0 text-brand-700" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
