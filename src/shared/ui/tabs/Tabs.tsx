import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';

export interface TabItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  /** The tabs in order, each with its title and its panel's content; a disabled one shows but cannot be opened. */
  items: TabItem[];
  /** The open tab's id, for controlled tabs (with `onSelectionChange`). */
  selectedKey?: string;
  /** The tab open at first when the tabs keep their own state; the first one that can open when omitted. */
  defaultSelectedKey?: string;
  /** Called with the id of the tab the person opens. */
  onSelectionChange?: (id: string) => void;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
}

/** Tabs with arrow-key navigation (mirrored in right-to-left) and one panel per tab. */
export function Tabs({ label, items, selectedKey, defaultSelectedKey, onSelectionChange, className }: TabsProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaTabs
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
      disabledKeys={disabledKeys}
      className={cn('flex flex-col', className)}
    >
      <TabList aria-label={label} className="flex gap-1 overflow-x-auto border-b border-border">
        {items.map((item) => (
          <Tab
            key={item.id}
            id={item.id}
            className={cn(
              '-mb-px inline-flex cursor-default items-center gap-2 border-b-2 border-transparent px-4 py-2.5',
              'text-sm font-medium whitespace-nowrap text-ink-muted outline-none transition-colors',
              'data-hovered:text-ink data-selected:border-brand-600 data-selected:text-brand-700',
              'data-focus-visible:rounded-t-control data-focus-visible:ring-2 data-focus-visible:ring-focus data-focus-visible:ring-inset',
              'data-disabled:cursor-not-allowed data-disabled:text-ink-subtle data-disabled:opacity-60',
            )}
          >
            {item.title}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel
          key={item.id}
          id={item.id}
          className="pt-4 outline-none data-focus-visible:ring-2 data-focus-visible:ring-focus"
        >
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
