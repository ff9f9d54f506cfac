import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';
import type { ComponentUsage } from '@/shared/lib/storybook';

function Panel({ children }: { children: string }) {
  return <p className="rounded-card border border-border bg-surface p-4 text-sm text-ink">{children}</p>;
}

function Count({ value }: { value: number }) {
  return <span className="rounded-full bg-surface-sunken px-2 text-xs text-ink">{value}</span>;
}

/** The written part of the docs page. */
const usage = {
  use: 'Views of one subject side by side: a course\'s details, chapters and audio; a list\'s statuses.',
  avoid: 'Not to go between sections: use the sidebar\'s links. Not for steps in an order.',
  keyboard: ['Tab reaches the chosen tab; Left and Right (mirrored in Urdu) move between tabs; Tab moves into the panel.'],
  screenReader: ['A tab list; each tab is read with its position and whether it is selected; the panel is named by its tab.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/Tabs',
  tags: ['autodocs'],
  parameters: { usage },
  component: Tabs,
  args: {
    label: 'Conversations',
    onSelectionChange: fn(),
    items: [
      {
        id: 'active',
        title: (
          <>
            Active Chats <Count value={4} />
          </>
        ),
        content: <Panel>Four learners are waiting for a reply.</Panel>,
      },
      { id: 'completed', title: 'Completed', content: <Panel>Closed conversations appear here.</Panel> },
      { id: 'mine', title: 'Assigned to Me', content: <Panel>Conversations you have picked up.</Panel> },
      { id: 'archived', title: 'Archived', content: <Panel>Not available yet.</Panel>, isDisabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is chosen at first; arrow and End keys move along and skip the disabled tab. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('tab', { name: /Active Chats/ });
    // react-aria picks the first tab once the collection is built, a moment after the first paint.
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Four learners are waiting for a reply.');
    await expect(canvas.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-disabled', 'true');
    // A keyboard user tabs into the list, lands on the chosen tab and moves with the arrow keys.
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const completed = canvas.getByRole('tab', { name: 'Completed' });
    await waitFor(() => expect(completed).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Closed conversations appear here.');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenLastCalledWith('mine'));
  },
};

/** Urdu, right to left: the tabs start on the right and ArrowLeft moves forward. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: {
    label: 'گفتگو',
    items: [
      { id: 'active', title: 'جاری گفتگو', content: <Panel>چار طلبہ جواب کے منتظر ہیں۔</Panel> },
      { id: 'completed', title: 'مکمل', content: <Panel>بند گفتگو یہاں نظر آتی ہیں۔</Panel> },
      { id: 'mine', title: 'میرے سپرد', content: <Panel>وہ گفتگو جو آپ نے سنبھالی ہیں۔</Panel> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'جاری گفتگو' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'مکمل' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('بند گفتگو یہاں نظر آتی ہیں۔');
  },
};
