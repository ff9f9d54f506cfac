import { useContext, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  useFilter,
} from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import { useTranslation } from '@/shared/i18n';
import {
  CheckIcon,
  ChevronDownIcon,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldGroupClassName,
  fieldStackClassName,
  groupInputClassName,
  listOptionClassName,
  listPopoverClassName,
  useMergedRef,
} from '@/shared/ui/form-field';
import { ChosenTags } from './ChosenTags';

export interface MultiSelectItem<K extends string | number> {
  id: K;
  label: string;
  isDisabled?: boolean;
}

export interface MultiSelectProps<K extends string | number> {
  /** The field's visible name, also the search box's accessible name; the tags are named after it ("Selected: …"). */
  label: string;
  /** The options to search in; a chosen option shows as a tag only while it is among them. */
  items: readonly MultiSelectItem<K>[];
  /** The chosen ids, in the order they were chosen. */
  selectedKeys: readonly K[];
  /** Called with all the chosen ids each time one is picked or removed. */
  onChange: (keys: K[]) => void;
  /** Called when focus leaves the field, passed to react-aria (react-hook-form's `field.onBlur` goes here). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Told the search words as they are typed, for options found by the server (`items` then holds its answer and the chosen ones). */
  onInputChange?: (query: string) => void;
  /** The field's name in a native form's data, passed to react-aria. */
  name?: string;
  /** Shown in the search box; defaults to "Type to search". */
  placeholder?: string;
  /** Shown when nothing matches; defaults to "No results found". */
  emptyText?: string;
  /** Help text under the field, read as the search box's description. */
  description?: ReactNode;
  /** Shown under the field; a message alone marks the field invalid. */
  errorMessage?: ReactNode;
  /** Marks the field invalid; when omitted, an `errorMessage` alone does. */
  isInvalid?: boolean;
  /** Shows an asterisk by the label and tells screen readers a choice is needed; the form does the checking. */
  isRequired?: boolean;
  /** Greys the field out, refuses changes and leaves the tags without remove buttons. */
  isDisabled?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** An id for the field, passed to react-aria. */
  id?: string;
  /** Extra classes for the outer element (the field and its tags), for placement only. */
  className?: string;
  /** The search input; it gets the same element as `ref`. */
  inputRef?: Ref<HTMLInputElement>;
  /** The search input (react-hook-form's Controller passes `field.ref` here). */
  ref?: Ref<HTMLInputElement>;
}

/** Choose several options by searching, one pick at a time (the list closes after each); the chosen ones show as tags that can be removed. */
export function MultiSelect<K extends string | number>({
  label,
  items,
  selectedKeys,
  onChange,
  placeholder,
  emptyText,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  hideLabel,
  className,
  inputRef,
  ref,
  onInputChange,
  ...props
}: MultiSelectProps<K>) {
  const { t } = useTranslation('ui-forms');
  const elementRef = useMergedRef(inputRef, ref);
  const [query, setTypedQuery] = useState('');
  const setQuery = (next: string) => {
    setTypedQuery(next);
    onInputChange?.(next);
  };
  const { contains } = useFilter({ sensitivity: 'base' });
  const matchingItems = items.filter((item) => contains(item.label, query));
  const chosenItems = selectedKeys
    .map((key) => items.find((item) => item.id === key))
    .filter((item): item is MultiSelectItem<K> => item !== undefined);

  const choose = (keys: K[]) => {
    setQuery('');
    onChange(keys);
  };
  const remove = (removed: ReadonlySet<K>) => choose(selectedKeys.filter((key) => !removed.has(key)));
  // Backspace in an empty search box takes back the last choice, as in most tag inputs.
  const removeLastOnBackspace = (event: KeyboardEvent<HTMLInputElement>) => {
    const lastKey = selectedKeys.at(-1);
    if (event.key === 'Backspace' && query === '' && lastKey !== undefined) remove(new Set([lastKey]));
  };

  // The tags sit after the combobox, not inside it: the combobox collects its children to build its
  // option list, and a tag group rendered among them breaks that collection.
  return (
    <div className={cn(fieldStackClassName, className)}>
      <AriaComboBox
        {...props}
        selectionMode="multiple"
        items={matchingItems}
        inputValue={query}
        onInputChange={setQuery}
        value={selectedKeys}
        onChange={(keys) => choose(keys as K[])}
        allowsEmptyCollection
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={isInvalid ?? Boolean(errorMessage)}
        validationBehavior="aria"
        className={fieldStackClassName}
      >
        <FieldLabel isRequired={isRequired} isHidden={hideLabel}>
          {label}
        </FieldLabel>
        <ClosesAfterPick choice={selectedKeys.join('\u0000')} />
        <OpensOnClick>
          <Input
            ref={elementRef}
            placeholder={placeholder ?? t('multiSelect.placeholder')}
            onKeyDown={removeLastOnBackspace}
            className={groupInputClassName}
          />
          <Button
            aria-label={t('combobox.showSuggestions')}
            className="flex w-9 shrink-0 items-center justify-center text-base text-ink-muted outline-none hover:bg-surface-muted disabled:cursor-not-allowed"
          >
            <ChevronDownIcon />
          </Button>
        </OpensOnClick>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldError>{errorMessage}</FieldError>
        <Popover placement="bottom start" className={cn(listPopoverClassName, 'max-h-72')}>
          <ListBox<MultiSelectItem<K>>
            className="py-1 outline-none"
            renderEmptyState={() => <p className="px-3 py-2 text-sm text-ink-muted">{emptyText ?? t('combobox.noResults')}</p>}
          >
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={listOptionClassName}>
                {({ isSelected }) => (
                  <>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-4 shrink-0 items-center justify-center rounded border text-xs',
                        isSelected ? 'border-brand-600 bg-brand-600 text-ink-inverse' : 'border-border-strong bg-surface',
                      )}
                    >
                      {isSelected ? <CheckIcon /> : null}
                    </span>
                    <span className="min-w-0 flex-1 overflow-x-clip text-ellipsis whitespace-nowrap">{item.label}</span>
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </AriaComboBox>
      <ChosenTags
        label={t('multiSelect.selected', { label })}
        removeLabel={t('multiSelect.remove')}
        items={chosenItems}
        onRemove={isDisabled ? undefined : remove}
      />
    </div>
  );
}

/**
 * Closes the suggestions once a pick changes the choice: an open list covers the form below it (Save
 * included) and hides the rest of the page from assistive tech. Typing or the chevron opens it again.
 */
function ClosesAfterPick({ choice }: { choice: string }) {
  const state = useContext(ComboBoxStateContext);
  const shown = useRef(choice);
  useEffect(() => {
    if (choice === shown.current) return;
    shown.current = choice;
    if (state?.isOpen) state.close();
  }, [choice, state]);
  return null;
}

/**
 * The field's frame: a click anywhere in it opens the list (the chevron keeps toggling it), so a
 * pointer user need not find the small button. Keyboard users open it with the arrow keys or by typing.
 */
function OpensOnClick({ children }: { children: ReactNode }) {
  const state = useContext(ComboBoxStateContext);
  const open = (event: MouseEvent<HTMLDivElement>) => {
    const frame = event.currentTarget;
    if (!state || state.isOpen || frame.hasAttribute('data-disabled') || (event.target as Element).closest('button')) return;
    frame.querySelector('input')?.focus();
    state.open(null, 'manual');
  };
  return (
    <Group className={fieldGroupClassName} onClick={open}>
      {children}
    </Group>
  );
}
