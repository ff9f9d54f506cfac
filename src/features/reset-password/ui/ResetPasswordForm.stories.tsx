import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { authContract } from '@/shared/api';
import { contractHandler } from '@/shared/lib/storybook';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'features/reset-password/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { token: 'reset-token', onDone: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const resetReplies = (reply: () => Response) => ({ msw: { handlers: [contractHandler(authContract.forgot, reply)] } });

async function choose(canvasElement: HTMLElement, password: string, confirmation: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
  return canvas;
}

export const Default: Story = {};

export const WeakPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await choose(canvasElement, 'password', 'password');
    const messages = await canvas.findAllByText('Password should contain Alphanumeric with atleast 1 capital and special character');
    await expect(messages).toHaveLength(2);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Noor!2345', 'Noor!23456');
    await expect(await canvas.findByText('Passwords do not match.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: resetReplies(() => HttpResponse.json({ success: false, message: 'This reset link has expired.' }, { status: 400 })),
  play: async ({ canvasElement, args }) => {
    const canvas = await choose(canvasElement, 'Noor!2345', 'Noor!2345');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This reset link has expired.');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('Noor!2345');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  parameters: resetReplies(() => HttpResponse.json({ success: true })),
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, 'Noor!2345', 'Noor!2345');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'پاس ورڈ ری سیٹ کریں' }));
    await expect(await canvas.findAllByText('یہ خانہ لازمی ہے!')).toHaveLength(2);
  },
};
