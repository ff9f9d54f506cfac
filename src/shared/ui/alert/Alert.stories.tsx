import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'shared/ui/Alert',
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
