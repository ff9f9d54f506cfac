import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoginPage } from './LoginPage';
import { WHOLE_SCREEN } from '@/shared/lib/storybook';

const meta = {
  title: 'pages/login/LoginPage',
  tags: ['autodocs'],
  component: LoginPage,
  parameters: { ...WHOLE_SCREEN, layout: 'fullscreen', screenshot: { viewport: { width: 1280, height: 800 } } },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByText(/staff back-office of the Athan apps/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
  },
};

/** The phone layout: a compact brand bar over a full-width form. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByText(/staff back-office of the Athan apps/)).not.toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'سائن ان' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const RtlPhone: Story = {
  globals: { locale: 'ur' },
  parameters: { screenshot: { viewport: { width: 390, height: 844 } } },
};
