import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { WHOLE_SCREEN } from '@/shared/lib/storybook';

const meta = {
  title: 'pages/forgot-password/ForgotPasswordPage',
  tags: ['autodocs'],
  component: ForgotPasswordPage,
  parameters: { ...WHOLE_SCREEN, layout: 'fullscreen', screenshot: { viewport: { width: 1280, height: 800 } } },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  },
};

export const Phone: Story = { parameters: { screenshot: { viewport: { width: 390, height: 844 } } } };

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'لاگ ان پر واپس' })).toBeVisible();
  },
};
