import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'A setting that takes effect at once: show in the app, allow comments.',
  avoid: 'For a choice saved with a form: use `Checkbox`.',
  keyboard: ['Tab reaches it; Space turns it on and off.'],
  screenReader: ['Announced as a switch with its label and on or off.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/Switch',
  tags: ['autodocs'],
  parameters: { usage },
  component: Switch,
  args: { children: 'Show on the home page', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking turns it on, the space bar turns it off again; each change is reported. */
export const Default: Story = {
  args: { description: 'Takes effect at once.' },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Show on the home page' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Takes effect at once.');
    await userEvent.click(within(canvasElement).getByText('Show on the home page'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { defaultSelected: true, isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Show on the home page' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Show on the home page'), { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A value that can be seen but not changed here (for example without the permission to edit). */
export const ReadOnly: Story = {
  args: { defaultSelected: true, isReadOnly: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Show on the home page' });
    await userEvent.click(within(canvasElement).getByText('Show on the home page'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Rtl: Story = {
  args: { children: 'ہوم پیج پر دکھائیں', description: 'تبدیلی فوراً نافذ ہوتی ہے۔', defaultSelected: true },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'ہوم پیج پر دکھائیں' });
    await expect(toggle).toBeChecked();
  },
};
