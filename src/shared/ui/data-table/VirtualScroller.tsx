import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode, type Ref } from 'react';
import { cn } from '@/shared/lib/cn';

interface RowVirtualizerOptions<Row> {
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  /** A row's height in pixels, or a first guess when each is measured as it is drawn. */
  estimateSize: number;
  /** Rows drawn beyond the window on each side. */
  overscan: number;
}

/** The window over a long list's rows (a table's or cards'): its scrolling element and the rows in view, keyed by id. */
export function useRowVirtualizer<Row>({ rows, getRowId, estimateSize, overscan }: RowVirtualizerOptions<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : getRowId(row);
    },
    overscan,
  });
  return { scrollRef, virtualizer };
}

interface ScrollRegionProps {
  /** The scrolling element, which the virtualizer watches. */
  ref: Ref<HTMLDivElement>;
  /** Names the region for assistive technology (the list's name). */
  label: string;
  /** The window's height: a number in pixels or a CSS length. */
  height: number | string;
  /** Extra classes for the window, such as which way it scrolls. */
  className?: string;
  /** The list drawn inside the window. */
  children: ReactNode;
}

/** The scrolling window of a long list: a named region that takes keyboard focus, so it scrolls without a mouse. */
export function ScrollRegion({ ref, label, height, className, children }: ScrollRegionProps) {
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      // A scrolling area must take keyboard focus so it can be scrolled without a mouse.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={{ height }}
      className={cn('outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus', className)}
    >
      {children}
    </div>
  );
}
