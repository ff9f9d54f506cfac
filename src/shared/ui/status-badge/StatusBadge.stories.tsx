import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountBadge } from './CountBadge';
import { StatusBadge } from './StatusBadge';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'A short status in a row or a heading: Published, Unpublished, Banned, or a count.',
  avoid: 'Not for a message: use `Alert`. Not clickable: for a filter use a button.',
  keyboard: ['Not focusable.'],
  screenReader: ['Read as its text; the colour is never the only sign of the status.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/StatusBadge',
  tags: ['autodocs'],
  parameters: { usage },
  component: StatusBadge,
  args: { children: 'Published', tone: 'success' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <StatusBadge tone="neutral">Draft</StatusBadge>
      <StatusBadge tone="success">Published</StatusBadge>
      <StatusBadge tone="warning">Locked</StatusBadge>
      <StatusBadge tone="danger">Expired</StatusBadge>
      <StatusBadge tone="info">Scheduled</StatusBadge>
      <StatusBadge tone="brand">Masterclass</StatusBadge>
    </div>
  ),
};

/** The number is for the eye; screen readers hear the label instead. */
export const Count: Story = {
  render: () => (
    <div className="flex gap-4">
      <CountBadge count={3} label="3 unread audio messages" />
      <CountBadge count={250} label="250 unread audio messages" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 unread audio messages')).toBeInTheDocument();
    await expect(canvas.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      <StatusBadge tone="success">شائع شدہ</StatusBadge>
      <StatusBadge tone="neutral">مسودہ</StatusBadge>
      <CountBadge count={12} label="12 نئے صوتی پیغامات" />
    </div>
  ),
};
