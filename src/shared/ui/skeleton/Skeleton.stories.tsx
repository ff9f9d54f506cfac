import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'shared/ui/Skeleton',
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
