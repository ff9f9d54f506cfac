import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'One choice among two to five options that should all be visible at once.',
  avoid: 'For more options: use `Select`. For yes or no that applies at once: use `Switch`.',
  keyboard: ['Tab reaches the chosen option (or the first); the arrow keys move and choose; in right to left, Left and Right follow the reading direction.'],
  screenReader: ['A radio group named by its label; each option is read with its position (1 of 3) and whether it is chosen.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/RadioGroup',
  tags: ['autodocs'],
  parameters: { usage },
  component: RadioGroup,
  args: {
    label: 'Audience',
    options: [
      { value: 'everyone', label: 'Everyone' },
      { value: 'subscribers', label: 'Subscribers only' },
      { value: 'staff', label: 'Staff only', isDisabled: true },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking an option picks it; the arrow keys move the choice; a disabled option is skipped. */
export const Default: Story = {
  args: { defaultValue: 'everyone', description: 'Who sees the course in the app.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Audience' })).toHaveAccessibleDescription('Who sees the course in the app.');
    await userEvent.click(canvas.getByText('Subscribers only'));
    await expect(canvas.getByRole('radio', { name: 'Subscribers only' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('subscribers');
    await expect(canvas.getByRole('radio', { name: 'Staff only' })).toBeDisabled();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('everyone');
  },
};

/** Short options side by side. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', value: 'subscribers' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Audience' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(within(group).getByRole('radio', { name: 'Subscribers only' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { value: 'everyone', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Subscribers only' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Subscribers only'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Nothing chosen yet in a required group: the message shows under the options. */
export const Invalid: Story = {
  args: { isRequired: true, value: null, errorMessage: 'Please choose who sees the course.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Audience' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please choose who sees the course.');
  },
};

export const Rtl: Story = {
  args: {
    label: 'ناظرین',
    options: [
      { value: 'everyone', label: 'سب' },
      { value: 'subscribers', label: 'صرف سبسکرائبرز' },
      { value: 'staff', label: 'صرف عملہ', isDisabled: true },
    ],
    defaultValue: 'everyone',
  },
  globals: { locale: 'ur' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('صرف سبسکرائبرز'));
    await expect(canvas.getByRole('radio', { name: 'صرف سبسکرائبرز' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('subscribers');
  },
};
