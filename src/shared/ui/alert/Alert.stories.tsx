import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from './Alert';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'A message about the whole form or section that stays until the situation changes: a save refused with the server\'s reason, a warning before a risky change, a note on what a screen shows.',
  avoid: 'Not for the outcome of an action that succeeded: that is a `Toast`. Not for one field\'s problem: the field shows its own error under it.',
  keyboard: ['Not focusable itself; a dismissable alert\'s close button is reached with Tab and pressed with Enter or Space.'],
  screenReader: ['A danger alert is `role="alert"` and is read as it appears; warning, info and success are `role="status"`, read politely.', 'The tone icon is hidden; the title and text carry the message.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/Alert',
  tags: ['autodocs'],
  parameters: { usage },
  component: Alert,
  args: { tone: 'info', children: 'Prices are shown in US dollars.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Prices are shown in US dollars.');
  },
};

export const Success: Story = { args: { tone: 'success', title: 'Saved', children: 'The course was updated.' } };

export const Warning: Story = { args: { tone: 'warning', title: 'Unpublished changes', children: 'Learners still see the previous version.' } };

/** Errors interrupt the screen reader (role=alert). */
export const Danger: Story = {
  args: { tone: 'danger', title: 'Sign-in failed', children: 'Invalid email or password.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};

export const Dismissable: Story = {
  args: { tone: 'success', children: 'Discount published.', onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { tone: 'danger', title: 'سائن ان نہیں ہو سکا', children: 'ای میل یا پاس ورڈ درست نہیں ہے۔', onDismiss: fn() },
};
