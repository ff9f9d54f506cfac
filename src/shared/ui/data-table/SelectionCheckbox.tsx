import { Checkbox } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import { CheckIcon, MinusIcon } from '@/shared/ui/form-field';

/** The box choosing a row, or every row of the page in the header; the table names it ('Select', 'Select All'). */
export function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className="group inline-flex items-center outline-none">
      {({ isSelected, isIndeterminate }) => (
        <span
          aria-hidden="true"
          className={cn(
            'flex size-[1.125rem] items-center justify-center rounded border-2 text-xs transition-colors',
            isSelected || isIndeterminate ? 'border-brand-600 bg-brand-600 text-ink-inverse' : 'border-border-strong bg-surface group-data-hovered:border-ink-muted',
            'group-data-focus-visible:ring-2 group-data-focus-visible:ring-focus group-data-focus-visible:ring-offset-2',
          )}
        >
          {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
        </span>
      )}
    </Checkbox>
  );
}
