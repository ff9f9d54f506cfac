import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'One yes-or-no choice that takes effect when the form is saved, or several independent choices in a list; the indeterminate state for a parent of partly chosen children.',
  avoid: 'Not for a setting that applies at once: use `Switch`. Not for one choice among several: use `RadioGroup` or `Select`.',
  keyboard: ['Tab reaches it; Space checks and unchecks it.'],
  screenReader: ['Announced as a checkbox with its label and state: checked, not checked or mixed.', 'An invalid checkbox is marked invalid and its error is read as its description.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/Checkbox',
  tags: ['autodocs'],
  parameters: { usage },
  component: Checkbox,
  args: { children: 'Send a reminder by email', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label ticks the box and reports it; a second click clears it again. */
export const Default: Story = {
  args: { description: 'Learners get one email the day before.' },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send a reminder by email' });
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription('Learners get one email the day before.');
    await userEvent.click(within(canvasElement).getByText('Send a reminder by email'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

/** Some, not all, of a group are chosen: a dash instead of a tick. */
export const Indeterminate: Story = {
  args: { children: 'All courses', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'All courses' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { defaultSelected: true, isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send a reminder by email' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Send a reminder by email'), { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The message shows under the box, which is marked invalid and described by it. */
export const Invalid: Story = {
  args: { children: 'I accept the terms', isRequired: true, errorMessage: 'Please accept the terms to continue.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('Please accept the terms to continue.');
    await expect(within(canvasElement).getByText('Please accept the terms to continue.')).toBeVisible();
  },
};

export const Rtl: Story = {
  args: { children: 'ای میل سے یاد دہانی بھیجیں', description: 'طلبہ کو ایک دن پہلے ایک ای میل ملے گی۔', defaultSelected: true },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'ای میل سے یاد دہانی بھیجیں' });
    await expect(checkbox).toBeChecked();
  },
};
