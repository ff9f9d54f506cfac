import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authContract, contractFixtures } from '@/shared/api';
import { PROFILE_KEY, ROUTER_OPTIONS, TOKEN_KEY } from '@/shared/config';
import { ResetPasswordPage } from './ResetPasswordPage';
import { contractHandler, WHOLE_SCREEN } from '@/shared/lib/storybook';

const atAddress = (entry: string) => ({
  decorators: [
    (Story: () => ReactNode) => (
      <MemoryRouter {...ROUTER_OPTIONS} initialEntries={[entry]}>
        <Story />
      </MemoryRouter>
    ),
  ],
});

const meta = {
  title: 'pages/reset-password/ResetPasswordPage',
  tags: ['autodocs'],
  component: ResetPasswordPage,
  parameters: {
    ...WHOLE_SCREEN,
    layout: 'fullscreen',
    screenshot: { viewport: { width: 1280, height: 800 } },
    msw: { handlers: [contractHandler(authContract.forgot, () => HttpResponse.json({ success: true }))] },
  },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function chooseGoodPassword(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Noor!2345');
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Noor!2345');
  await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
  return canvas;
}

export const FromEmailLink: Story = {
  ...atAddress('/reset-password?token=abc123'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to login' })).toBeVisible();
  },
};

export const Done: Story = {
  ...atAddress('/reset-password?token=abc123'),
  play: async ({ canvasElement }) => {
    const canvas = await chooseGoodPassword(canvasElement);
    await expect(await canvas.findByText(/Your password has been changed/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reset password' })).toBeNull();
  },
};

export const MissingToken: Story = {
  ...atAddress('/reset-password'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This reset link is incomplete/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reset password' })).toBeNull();
  },
};

/** A first sign-in that must choose a password: after the change the stored profile no longer asks. */
export const FirstSignIn: Story = {
  ...atAddress('/'),
  beforeEach: () => {
    localStorage.setItem(TOKEN_KEY, JSON.stringify('story-token'));
    localStorage.setItem(PROFILE_KEY, JSON.stringify(contractFixtures.mustChangePasswordProfile));
    return () => {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(PROFILE_KEY);
    };
  },
  parameters: {
    msw: {
      handlers: [
        contractHandler(authContract.forgot, () => HttpResponse.json({ success: true })),
        contractHandler(authContract.me, () =>
          HttpResponse.json({ ...contractFixtures.mustChangePasswordProfile, mustChangePassword: false }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Welcome, Omar Farooq/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await chooseGoodPassword(canvasElement);
    await waitFor(() => expect(localStorage.getItem(PROFILE_KEY)).toContain('"mustChangePassword":false'));
  },
};

export const Rtl: Story = {
  ...atAddress('/reset-password?token=abc123'),
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'پاس ورڈ ری سیٹ کریں' })).toBeVisible();
  },
};
