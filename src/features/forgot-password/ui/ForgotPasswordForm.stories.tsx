import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { authContract } from '@/shared/api';
import { contractHandler } from '@/shared/lib/storybook';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'features/forgot-password/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const forgotReplies = (reply: () => Response) => ({ msw: { handlers: [contractHandler(authContract.forgot, reply)] } });

async function send(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText('Email', { exact: false }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
  return canvas;
}

export const Default: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'not-an-address');
    await expect(await canvas.findByText('Not a valid email!')).toBeVisible();
  },
};

export const Sent: Story = {
  parameters: forgotReplies(() => HttpResponse.json({ success: true })),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'amina@example.com');
    await expect(await canvas.findByText(/Email sent/)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: forgotReplies(() =>
    HttpResponse.json({ success: false, message: 'Too many reset requests. Please wait a few minutes.' }, { status: 429 }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'amina@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many reset requests. Please wait a few minutes.');
    await expect(canvas.getByLabelText('Email', { exact: false })).toHaveValue('amina@example.com');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ری سیٹ لنک بھیجیں' }));
    await expect(await canvas.findByText('براہ کرم درست ای میل درج کریں')).toBeVisible();
  },
};
