import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortableList, type SortableItem } from './SortableList';
import type { ComponentUsage } from '@/shared/lib/storybook';

const ITEMS: SortableItem[] = [
  { id: 'a', label: 'The throat letters' },
  { id: 'b', label: 'The tongue letters' },
  { id: 'c', label: 'Live questions' },
];

function Stateful({ onMove, isDisabled }: { onMove(from: number, to: number): void; isDisabled?: boolean }) {
  const [items, setItems] = useState(ITEMS);
  return (
    <SortableList
      label="Order of the lessons"
      items={items}
      handleLabel={(item) => `Move ${item.label}`}
      isDisabled={isDisabled}
      onMove={(from, to) => {
        onMove(from, to);
        setItems((current) => {
          const next = [...current];
          const [moved] = next.splice(from, 1);
          next.splice(to, 0, moved!);
          return next;
        });
      }}
    />
  );
}

/** The written part of the docs page. */
const usage = {
  use: 'Putting a short list in order by hand: chapters of a course, lessons of a chapter.',
  avoid: 'For ordering many records: the list\'s rank column.',
  keyboard: ['Tab reaches the list; Up and Down move between items; an item\'s drag handle is picked up with Enter, moved with Up and Down, and dropped with Enter (Escape puts it back).'],
  screenReader: ['A grid list named by its label; each item is read by its name, and each move is announced with where the item lands.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/SortableList',
  tags: ['autodocs'],
  component: Stateful,
  args: { onMove: fn() },
  argTypes: { onMove: { description: "Called with an item's old and new positions when the person drops it or moves it with the keyboard; the caller reorders the items." } },
  parameters: { usage, screenshot: { viewport: { width: 420, height: 200 } } },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows in order, each with a handle named after it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('grid', { name: 'Order of the lessons' }));
    await expect((await list.findAllByRole('row')).map((row) => row.textContent)).toEqual(ITEMS.map((item) => item.label));
    await expect(list.getByRole('button', { name: 'Move Live questions' })).toBeVisible();
  },
};

/** With the keyboard: Tab to the list, arrows to the row and its handle, Enter to pick up, arrows to a place, Enter to drop. */
export const KeyboardMove: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const list = within(within(canvasElement).getByRole('grid', { name: 'Order of the lessons' }));
    await list.findAllByRole('row');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(list.getByRole('button', { name: 'Move Live questions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Insert after Live questions'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(2, 1));
    await waitFor(() => expect(list.getAllByRole('row').map((row) => row.textContent)).toEqual(['The throat letters', 'Live questions', 'The tongue letters']));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: 'Order of the lessons' })).toBeVisible();
  },
};
