import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'What a list, panel or record shows when it could not load: the server\'s message word for word and Try again.',
  avoid: 'Not for a refused save: that is an `Alert` above the form. Not for an empty list: use `EmptyState`.',
  keyboard: ['Try again is a button reached with Tab and pressed with Enter or Space.'],
  screenReader: ['Announced as an alert when it appears, so the failure is heard without looking for it.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/ErrorState',
  tags: ['autodocs'],
  parameters: { usage },
  component: ErrorState,
  args: { message: 'The courses could not be loaded. Check the connection and try again.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutRetry: Story = {
  args: { title: 'You may not see this list', message: 'Ask an administrator for access.', onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const CustomRetryLabel: Story = { args: { retryLabel: 'Reload courses' } };

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { message: 'کورس لوڈ نہیں ہو سکے۔ کنکشن دیکھ کر دوبارہ کوشش کریں۔' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeVisible();
  },
};
