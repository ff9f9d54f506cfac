import type { ReactNode } from 'react';
import { Button, Input, SearchField } from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { urduInputLineClassName } from '@/shared/ui/form-field';
import { ClearIcon, SearchIcon } from './icons';
import type { DataTableSearch } from './types';

interface TableToolbarProps {
  search?: DataTableSearch;
  toolbar?: ReactNode;
}

/** The row above a table: the search box at the start, the caller's buttons at the end. */
export function TableToolbar({ search, toolbar }: TableToolbarProps) {
  const { t } = useTranslation('ui-data');
  if (!search && !toolbar) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3">
      {search ? (
        <SearchField
          aria-label={search.label ?? t('search')}
          value={search.value}
          onChange={search.onChange}
          className="group relative flex w-full max-w-xs items-center"
        >
          <SearchIcon className="pointer-events-none absolute start-3 text-ink-muted" />
          <Input
            placeholder={search.placeholder ?? t('search')}
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
      ) : (
        <span />
      )}
      {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
    </div>
  );
}
