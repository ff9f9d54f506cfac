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
  label: ReactNode;
  items: readonly ComboBoxItem<K>[];
  selectedKey?: K | null;
  defaultSelectedKey?: K;
  onSelectionChange?: (key: K | null) => void;
  /**
   * The typed text. When you control it, you also filter `items` yourself (a server search);
   * otherwise the list is filtered here as the user types.
   */
  inputValue?: string;
  onInputChange?: (value: string) => void;
  /** A search is running: shows a spinner, and "Searching…" while there is nothing to list. */
  isLoading?: boolean;
  /** Shown when nothing matches; defaults to "No results found". */
  emptyText?: string;
  onBlur?: (event: FocusEvent<Element>) => void;
  name?: string;
  placeholder?: string;
  description?: ReactNode;
  /** Shown under the field; a message alone marks the field invalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  id?: string;
  className?: string;
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
