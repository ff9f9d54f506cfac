import { Fragment, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type PopoverProps,
} from 'react-aria-components';
import { cn } from '@/shared/lib/cn';

export interface ActionMenuItem {
  id: string;
  label: string;
  onAction: () => void;
  /** Destructive items are drawn in red and set apart from the others. */
  tone?: 'danger';
  isDisabled?: boolean;
  /** Makes the item a link; the app's router handles the navigation. */
  href?: string;
}

export interface ActionMenuProps {
  /** Accessible name of the trigger, for example "Actions for Fajr basics". */
  label: string;
  /** The actions, in order; a separator sets the danger ones apart from those before them. */
  items: ActionMenuItem[];
  /** Visible content of the trigger; a "more" icon when omitted. */
  trigger?: ReactNode;
  /** Where the list opens beside the trigger, passed to react-aria's Popover; `bottom end` when omitted. */
  placement?: PopoverProps['placement'];
  /** Extra classes for the trigger button, for placement only. */
  className?: string;
}

/** A button that opens a list of actions (edit, publish, delete…). */
export function ActionMenu({ label, items, trigger, placement = 'bottom end', className }: ActionMenuProps) {
  return (
    <MenuTrigger>
      <AriaButton
        aria-label={label}
        className={cn(
          'inline-flex items-center justify-center gap-1.5 rounded-control text-sm font-medium text-ink transition-colors',
          'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2',
          'data-hovered:bg-surface-sunken data-pressed:bg-surface-sunken',
          trigger ? 'h-8 border border-border-strong bg-surface px-3' : 'size-8',
          className,
        )}
      >
        {trigger ?? <MoreIcon />}
      </AriaButton>
      <Popover
        placement={placement}
        offset={4}
        className="min-w-44 rounded-card border border-border bg-surface p-1 shadow-overlay outline-none"
      >
        <Menu className="outline-none">
          {items.map((item, index) => (
            <Fragment key={item.id}>
              {startsDangerGroup(items, index) && <Separator className="my-1 border-t border-border" />}
              <MenuItem
                id={item.id}
                textValue={item.label}
                href={item.href}
                isDisabled={item.isDisabled}
                onAction={item.onAction}
                className={cn(
                  'flex cursor-default items-center rounded-control px-3 py-2 text-start text-sm outline-none',
                  item.tone === 'danger' ? 'text-danger-700 data-focused:bg-danger-50' : 'text-ink data-focused:bg-surface-sunken',
                  'data-disabled:cursor-not-allowed data-disabled:text-ink-subtle',
                )}
              >
                {item.label}
              </MenuItem>
            </Fragment>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** The first danger item after ordinary ones gets a separator above it. */
function startsDangerGroup(items: ActionMenuItem[], index: number): boolean {
  const item = items[index];
  const previous = items[index - 1];
  return item?.tone === 'danger' && previous !== undefined && previous.tone !== 'danger';
}

function MoreIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <circle cx="10" cy="4" r="1.6" />
      <circle cx="10" cy="10" r="1.6" />
      <circle cx="10" cy="16" r="1.6" />
    </svg>
  );
}
