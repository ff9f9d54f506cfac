import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'shared/ui/ErrorState',
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
