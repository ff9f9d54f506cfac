import { Button, Tag, TagGroup, TagList } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import { CloseIcon } from '@/shared/ui/form-field';

interface ChosenItem<K extends string | number> {
  id: K;
  label: string;
}

interface ChosenTagsProps<K extends string | number> {
  /** Accessible name of the tag list, e.g. "Selected: Courses". */
  label: string;
  /** Accessible name of each tag's remove button (the tag's own text is added to it); needed with `onRemove`. */
  removeLabel?: string;
  /** The chosen options, each shown as a tag, in this order; nothing is drawn when there are none. */
  items: readonly ChosenItem<K>[];
  /** Leave out to show the tags without remove buttons (disabled field). */
  onRemove?: (keys: ReadonlySet<K>) => void;
}

/** The chosen options of a multi-select, each a tag with a remove button. */
export function ChosenTags<K extends string | number>({ label, removeLabel, items, onRemove }: ChosenTagsProps<K>) {
  if (items.length === 0) return null;
  // While the option list is open everything else is hidden from screen readers; the tags stay
  // readable (marked as a top layer, like toasts) so the choice being made can still be heard.
  return (
    <TagGroup
      aria-label={label}
      onRemove={onRemove ? (keys) => onRemove(keys as Set<K>) : undefined}
      data-react-aria-top-layer
    >
      <TagList items={items} className="flex flex-wrap gap-1.5">
        {(item) => (
          <Tag
            id={item.id}
            textValue={item.label}
            className={cn(
              'inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 ps-2.5 pe-1 text-sm text-brand-800 outline-none',
              'data-focus-visible:ring-2 data-focus-visible:ring-focus',
              !onRemove && 'pe-2.5',
            )}
          >
            {({ allowsRemoving }) => (
              <>
                {/* Clipped sideways only, so tall Nastaliq letters keep their dots. */}
                <span dir="auto" className="min-w-0 overflow-x-clip text-ellipsis whitespace-nowrap">{item.label}</span>
                {allowsRemoving ? (
                  <Button
                    slot="remove"
                    aria-label={removeLabel}
                    className="flex size-5 items-center justify-center rounded-full text-brand-700 outline-none hover:bg-brand-100 data-focus-visible:ring-2 data-focus-visible:ring-focus"
                  >
                    <CloseIcon />
                  </Button>
                ) : null}
              </>
            )}
          </Tag>
        )}
      </TagList>
    </TagGroup>
  );
}
