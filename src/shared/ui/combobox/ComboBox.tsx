import type { FocusEvent, ReactNode, Ref } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import { useTranslation } from '@/shared/i18n';
import {
  CheckIcon,
  ChevronDownIcon,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldSpinner,
  fieldGroupClassName,
  fieldStackClassName,
  groupInputClassName,
  listOptionClassName,
  listPopoverClassName,
  useMergedRef,
} from '@/shared/ui/form-field';

export interface ComboBoxItem<K extends string | number> {
  id: K;
  label: string;
  isDisabled?: boolean;
}

export interface ComboBoxProps<K extends string | number> {
  /** The field's visible name, also its accessible name. */
  label: ReactNode;
  /** The options: an id, the words shown and searched, and whether it can be chosen. */
  items: readonly ComboBoxItem<K>[];
  /** The chosen option's id, for a controlled combobox (with `onSelectionChange`); `null` means none is chosen. */
  selectedKey?: K | null;
  /** The option chosen at first when the combobox keeps its own choice. */
  defaultSelectedKey?: K;
  /** Called with the id of the option the person picks, or `null` when the choice is cleared. */
  onSelectionChange?: (key: K | null) => void;
  /**
   * The typed text. When you control it, you also filter `items` yourself (a server search);
   * otherwise the list is filtered here as the user types.
   */
  inputValue?: string;
  /** Called with the typed text at each change, passed to react-aria (a server search fetches with it). */
  onInputChange?: (value: string) => void;
  /** A search is running: shows a spinner, and "Searching…" while there is nothing to list. */
  isLoading?: boolean;
  /** Shown when nothing matches; defaults to "No results found". */
  emptyText?: string;
  /** Called when focus leaves the field, passed to react-aria (react-hook-form's `field.onBlur` goes here). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** The field's name in a native form's data, passed to react-aria. */
  name?: string;
  /** Shown in the empty input; never in place of the label. */
  placeholder?: string;
  /** Help text under the field, read as the input's description. */
  description?: ReactNode;
  /** Shown under the field; a message alone marks the field invalid. */
  errorMessage?: ReactNode;
  /** Marks the field invalid; when omitted, an `errorMessage` alone does. */
  isInvalid?: boolean;
  /** Shows an asterisk by the label and tells screen readers a choice is needed; the form does the checking. */
  isRequired?: boolean;
  /** Greys the field out and refuses changes. */
  isDisabled?: boolean;
  /** Shows the choice but refuses changes. */
  isReadOnly?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** An id for the field, passed to react-aria. */
  id?: string;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
  /** The text input; it gets the same element as `ref`. */
  inputRef?: Ref<HTMLInputElement>;
  /** The text input (react-hook-form's Controller passes `field.ref` here). */
  ref?: Ref<HTMLInputElement>;
}

/** Choose one option from a long list by typing to search it. */
export function ComboBox<K extends string | number>({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  inputValue,
  isLoading,
  emptyText,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  hideLabel,
  className,
  inputRef,
  ref,
  ...props
}: ComboBoxProps<K>) {
  const { t } = useTranslation('ui-forms');
  const elementRef = useMergedRef(inputRef, ref);
  const isServerSearch = inputValue !== undefined;
  return (
    <AriaComboBox
      {...props}
      {...(isServerSearch ? { items, inputValue } : { defaultItems: items })}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => onSelectionChange?.(key as K | null)}
      allowsEmptyCollection
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={cn(fieldStackClassName, className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={hideLabel}>
        {label}
      </FieldLabel>
      <Group className={fieldGroupClassName}>
        <Input ref={elementRef} placeholder={placeholder} className={groupInputClassName} />
        {isLoading ? <FieldSpinner className="my-auto me-1 shrink-0 text-ink-muted" /> : null}
        <Button
          aria-label={t('combobox.showSuggestions')}
          className="flex w-9 shrink-0 items-center justify-center text-base text-ink-muted outline-none hover:bg-surface-muted disabled:cursor-not-allowed"
        >
          <ChevronDownIcon />
        </Button>
      </Group>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover placement="bottom start" className={cn(listPopoverClassName, 'max-h-72')}>
        <ListBox<ComboBoxItem<K>>
          className="py-1 outline-none"
          renderEmptyState={() => (
            <p className="flex items-center gap-2 px-3 py-2 text-sm text-ink-muted">
              {isLoading ? t('combobox.searching') : (emptyText ?? t('combobox.noResults'))}
            </p>
          )}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={listOptionClassName}>
              {({ isSelected }) => (
                <>
                  <span className="min-w-0 flex-1 overflow-x-clip text-ellipsis whitespace-nowrap">{item.label}</span>
                  {isSelected ? <CheckIcon className="shrink-0 text-brand-700" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
