import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthFrame } from './AuthFrame';

const meta = {
  title: 'widgets/auth-frame/AuthFrame',
  component: AuthFrame,
  args: {
    title: 'Sign in',
    intro: 'Sign in with your staff e-mail address.',
    children: <p className="text-ink">The form goes here.</p>,
  },
  parameters: { layout: 'fullscreen', screenshot: { viewport: { width: 1280, height: 800 } } },
} satisfies Meta<typeof AuthFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Language' })).toBeVisible();
  },
};

export const WithFooter: Story = { args: { footer: <a href="/login">Back to login</a> } };

export const Phone: Story = { parameters: { screenshot: { viewport: { width: 390, height: 844 } } } };

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { title: 'سائن ان', intro: 'اپنے عملے کے ای میل پتے سے سائن ان کریں۔', children: <p className="text-ink">فارم یہاں ہے۔</p> },
};
