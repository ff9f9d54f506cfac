import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'The shape of content while it loads: rows of a table, lines of a form.',
  avoid: 'Not for an action in progress: the button\'s pending state. Not for known progress: `ProgressBar`.',
  keyboard: ['Not focusable.'],
  screenReader: ['A labelled skeleton is a busy status read as its label (Loading…); an unlabelled one is hidden, the region around it says it is busy.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/Skeleton',
  tags: ['autodocs'],
  parameters: { usage },
  component: Skeleton,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tells assistive technology that content is on its way. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const OneLine: Story = { args: { lines: 1 } };

export const Labelled: Story = {
  args: { lines: 5, label: 'Loading courses…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading courses…');
  },
};

export const Rtl: Story = { globals: { locale: 'ur' }, args: { lines: 4 } };
