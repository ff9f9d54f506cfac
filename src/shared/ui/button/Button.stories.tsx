import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'Any action on the current screen: Save, Publish, Add Course. One primary button per screen or dialog; the others secondary or ghost; danger for actions that delete.',
  avoid: 'Not to go to another address: use `Link`. Not for an icon without words: use `IconButton`, which carries the name.',
  keyboard: ['Tab reaches it; Enter or Space presses it.', 'A disabled or pending button cannot be pressed; a pending one keeps its place and width.'],
  screenReader: ['Announced as a button named by its label.', 'While pending it shows a spinner and refuses presses; the label stays the name.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/Button',
  tags: ['autodocs'],
  parameters: { usage },
  component: Button,
  args: { children: 'Save', onPress: fn() },
  // onPress is react-aria's, so it has no comment of ours for the props table.
  argTypes: { onPress: { description: 'Called when the person presses the button by pointer, touch, Enter or Space; not while it is disabled or pending.' } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args} variant="primary">Publish</Button>
      <Button {...args} variant="secondary">Cancel</Button>
      <Button {...args} variant="ghost">View</Button>
      <Button {...args} variant="danger">Delete</Button>
      <Button {...args} size="sm">Small</Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Rtl: Story = {
  args: { children: 'محفوظ کریں' },
  globals: { locale: 'ur' },
};
