import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { ChevronEndIcon, ChevronStartIcon } from './icons';
import { pageCount, pageItems, visibleRange } from './pageItems';
import { PageSizeSelect } from './PageSizeSelect';
import type { DataTablePage } from './types';
import { useFormatNumber } from './useFormatNumber';

interface PaginationProps {
  /** The page shown, its size and the total count of rows. */
  page: DataTablePage;
  /** Called with the 1-based page number picked, kept between the first and the last page. */
  onPageChange?: (pageNumber: number) => void;
  /** The choices of the "rows per page" menu; shown when there are two or more and `onPageSizeChange` is given. */
  pageSizeOptions?: number[];
  /** Called with the page size picked. */
  onPageSizeChange?: (size: number) => void;
}

/** "Showing 1–10 of 134", the page size and the pager under a table. */
export function Pagination({ page, onPageChange, pageSizeOptions, onPageSizeChange }: PaginationProps) {
  const { t } = useTranslation('ui-data');
  const formatNumber = useFormatNumber();
  const { pageNumber, pageSize, totalRecords } = page;
  const total = pageCount(pageSize, totalRecords);
  const { from, to } = visibleRange(pageNumber, pageSize, totalRecords);
  const goTo = (target: number) => onPageChange?.(Math.min(Math.max(target, 1), total));

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-t border-border px-4 py-3">
      <p aria-live="polite" className="text-sm text-ink-muted">
        {t('showing', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(totalRecords) })}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {pageSizeOptions && onPageSizeChange && pageSizeOptions.length > 1 && (
          <PageSizeSelect value={pageSize} options={pageSizeOptions} onChange={onPageSizeChange} />
        )}
        <nav aria-label={t('pagination')}>
          <ul className="flex items-center gap-1">
            <li>
              <PagerButton label={t('previousPage')} isDisabled={pageNumber <= 1} onPress={() => goTo(pageNumber - 1)}>
                <ChevronStartIcon />
              </PagerButton>
            </li>
            {pageItems(pageNumber, total).map((item, index) => (
              <li key={item === 'gap' ? `gap-${index}` : item}>
                {item === 'gap' ? (
                  <span aria-hidden="true" className="inline-flex h-8 w-6 items-center justify-center text-ink-subtle">
                    …
                  </span>
                ) : (
                  <PagerButton
                    label={t('page', { page: formatNumber(item) })}
                    isCurrent={item === pageNumber}
                    onPress={() => goTo(item)}
                  >
                    {formatNumber(item)}
                  </PagerButton>
                )}
              </li>
            ))}
            <li>
              <PagerButton label={t('nextPage')} isDisabled={pageNumber >= total} onPress={() => goTo(pageNumber + 1)}>
                <ChevronEndIcon />
              </PagerButton>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

interface PagerButtonProps {
  /** The button's accessible name, e.g. "Page 3" or "Next page". */
  label: string;
  /** Marks the page shown (aria-current="page") and fills the button. */
  isCurrent?: boolean;
  /** Greys the button out, as "Previous page" on the first page. */
  isDisabled?: boolean;
  /** Called when the button is pressed. */
  onPress: () => void;
  /** What the button shows: a page number or an arrow. */
  children: ReactNode;
}

function PagerButton({ label, isCurrent, isDisabled, onPress, children }: PagerButtonProps) {
  return (
    <AriaButton
      aria-label={label}
      aria-current={isCurrent ? 'page' : undefined}
      isDisabled={isDisabled}
      onPress={onPress}
      className={cn(
        'inline-flex h-8 min-w-8 items-center justify-center rounded-control px-2 text-sm font-medium tabular-nums',
        'outline-none transition-colors focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-1',
        isCurrent
          ? 'bg-brand-600 text-ink-inverse'
          : 'text-ink data-hovered:bg-surface-sunken data-pressed:bg-surface-sunken',
        'data-disabled:cursor-not-allowed data-disabled:text-ink-subtle data-disabled:opacity-60',
      )}
    >
      {children}
    </AriaButton>
  );
}
