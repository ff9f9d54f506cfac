import { Button, Input, SearchField } from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { urduInputLineClassName } from '@/shared/ui/form-field';
import { ClearIcon, SearchIcon } from './icons';
import type { DataTableSearch } from './types';

/** A list's search box: a magnifier, the words, and a button clearing them; a list with several searches shows one each. */
export function SearchBox({ value, onChange, label, placeholder, className }: DataTableSearch & {
  /** Extra classes for the box, for placement only. */
  className?: string;
}) {
  const { t } = useTranslation('ui-data');
  return (
    <SearchField aria-label={label ?? t('search')} value={value} onChange={onChange} className={cn('group relative flex w-full max-w-xs items-center', className)}>
      <SearchIcon className="pointer-events-none absolute start-3 text-ink-muted" />
      <Input
        placeholder={placeholder ?? t('search')}
        className={cn(
          'h-9 w-full rounded-control border border-border-strong bg-surface ps-9 pe-9 text-sm text-ink outline-none placeholder:text-ink-subtle focus:border-focus focus:ring-2 focus:ring-focus/30 [&::-webkit-search-cancel-button]:hidden',
          urduInputLineClassName,
        )}
      />
      {/* react-aria names this button in English only ("Clear search"); the catalogue names it in Urdu too. */}
      <Button
        aria-label={t('clearSearch')}
        className="absolute end-1.5 inline-flex size-6 items-center justify-center rounded-control text-ink-muted outline-none group-data-empty:hidden data-hovered:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus"
      >
        <ClearIcon />
      </Button>
    </SearchField>
  );
}
