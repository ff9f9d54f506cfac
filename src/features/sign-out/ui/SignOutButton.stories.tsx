import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authContract, contractFixtures } from '@/shared/api';
import { PROFILE_KEY, ROUTER_OPTIONS, TOKEN_KEY } from '@/shared/config';
import { contractHandler } from '@/shared/lib/storybook';
import { SignOutButton } from './SignOutButton';

const meta = {
  title: 'features/sign-out/SignOutButton',
  component: SignOutButton,
  args: { children: 'Logout' },
  decorators: [
    (Story) => (
      <MemoryRouter {...ROUTER_OPTIONS}>
        <Story />
      </MemoryRouter>
    ),
  ],
  beforeEach: () => {
    localStorage.setItem(TOKEN_KEY, JSON.stringify('story-token'));
    localStorage.setItem(PROFILE_KEY, JSON.stringify(contractFixtures.adminProfile));
    return () => {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(PROFILE_KEY);
    };
  },
} satisfies Meta<typeof SignOutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { msw: { handlers: [contractHandler(authContract.logout, () => HttpResponse.json({ success: true }))] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
    await expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
  },
};

/** The server cannot be reached: the person is signed out here all the same. */
export const Offline: Story = {
  parameters: { msw: { handlers: [contractHandler(authContract.logout, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { children: 'لاگ آؤٹ' },
};
