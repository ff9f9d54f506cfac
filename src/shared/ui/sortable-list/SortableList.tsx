import { useId } from 'react';
import { Button, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';

export interface SortableItem {
  /** Stable while the item moves (a form row's id). */
  id: string;
  /** What the row shows and what is announced while it is dragged. */
  label: string;
}

export interface SortableListProps {
  /** Accessible name of the list, e.g. "Order of the lesson groups". */
  label: string;
  /** The rows in their current order; the list shows them as given, so `onMove` must reorder them. */
  items: readonly SortableItem[];
  /** The item at `from` now goes to `to` (indices in `items`). */
  onMove: (from: number, to: number) => void;
  /** Accessible name of each row's handle, e.g. "Drag Lesson 2". */
  handleLabel: (item: SortableItem) => string;
  /** Turns dragging off, by mouse and by keyboard. */
  isDisabled?: boolean;
  /** Extra classes for the list's card, for placement only. */
  className?: string;
}

/**
 * An ordered list whose rows are dragged into a new order with the mouse, or with the keyboard: focus a
 * row's handle, press Enter, move with the arrow keys, Enter again to drop (Escape cancels). Screen
 * readers are told where the row goes. It only orders: the items are edited elsewhere.
 */
export function SortableList({ label, items, onMove, handleLabel, isDisabled, className }: SortableListProps) {
  const { t } = useTranslation('ui-forms');
  const hintId = useId();
  const { dragAndDropHooks } = useDragAndDrop({
    isDisabled,
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': items.find((item) => item.id === key)?.label ?? String(key) })),
    onReorder: (event) => {
      const from = items.findIndex((item) => event.keys.has(item.id));
      const target = items.findIndex((item) => item.id === event.target.key);
      if (from < 0 || target < 0) return;
      // The drop lands before or after the target row; indices are counted without the moved row.
      let to = event.target.dropPosition === 'after' ? target + 1 : target;
      if (from < to) to -= 1;
      if (to !== from) onMove(from, to);
    },
  });
  return (
    <>
      {/* The handles' description in the panel's language, in place of react-aria's English one. */}
      <span id={hintId} hidden>
        {t('sortableList.dragHint')}
      </span>
      <GridList
        aria-label={label}
        items={items}
        dragAndDropHooks={dragAndDropHooks}
        className={cn('flex flex-col gap-1 rounded-card border border-border bg-surface p-2', className)}
      >
        {(item) => (
          <GridListItem
            id={item.id}
            textValue={item.label}
            className={({ isFocusVisible, isDragging }) =>
              cn(
                'flex items-center gap-2 rounded-control px-2 py-1.5 text-sm text-ink outline-none',
                isFocusVisible && 'ring-2 ring-focus',
                isDragging && 'opacity-50',
              )
            }
          >
            <Button
              slot="drag"
              aria-label={handleLabel(item)}
              aria-describedby={hintId}
              className="flex size-7 items-center justify-center rounded-control text-ink-muted outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-focus"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
                <circle cx="5.5" cy="3.5" r="1.25" />
                <circle cx="10.5" cy="3.5" r="1.25" />
                <circle cx="5.5" cy="8" r="1.25" />
                <circle cx="10.5" cy="8" r="1.25" />
                <circle cx="5.5" cy="12.5" r="1.25" />
                <circle cx="10.5" cy="12.5" r="1.25" />
              </svg>
            </Button>
            <bdi className="min-w-0 flex-1 truncate">{item.label}</bdi>
          </GridListItem>
        )}
      </GridList>
    </>
  );
}
