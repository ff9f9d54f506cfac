import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconButton } from '@/shared/ui/icon-button';
import { TrashIcon } from './TrashIcon';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'The bin drawn inside a delete button (`IconButton` or `Button`).',
  avoid: 'Never on its own: it is decorative and has no name.',
  keyboard: ['Not focusable; the button around it is.'],
  screenReader: ['Hidden; the button around it carries the name (Delete …).'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/TrashIcon',
  tags: ['autodocs'],
  parameters: { usage },
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
