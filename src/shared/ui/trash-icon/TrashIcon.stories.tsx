import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconButton } from '@/shared/ui/icon-button';
import { TrashIcon } from './TrashIcon';

const meta = {
  title: 'shared/ui/TrashIcon',
  component: TrashIcon,
} satisfies Meta<typeof TrashIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bin takes the colour of the text around it and is not read out. */
export const Default: Story = {
  render: () => (
    <p className="flex items-center gap-2 text-danger-700">
      <TrashIcon /> Remove
    </p>
  ),
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('stroke', 'currentColor');
  },
};

/** Inside an icon button the button's label is what assistive technology reads. */
export const InIconButton: Story = {
  render: () => <IconButton label="Remove the row" icon={<TrashIcon />} variant="danger" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove the row' })).toBeVisible();
  },
};
