import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardPage } from '@/pages/dashboard';
import { authContract, chatContract, contractFixtures } from '@/shared/api';
import { PROFILE_KEY, ROUTER_OPTIONS } from '@/shared/config';
import { contractHandler, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { AppLayout } from './AppLayout';

const meta = {
  title: 'app/AppLayout',
  component: AppLayout,
  decorators: [
    (Story) => (
      <MemoryRouter {...ROUTER_OPTIONS}>
        <Routes>
          <Route element={<Story />}>
            <Route index element={<DashboardPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    ),
  ],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: {
    ...WHOLE_SCREEN,
    layout: 'fullscreen',
    screenshot: { viewport: { width: 1280, height: 800 } },
    msw: {
      handlers: [
        // The frame refreshes the profile once: the server answers with the person the story signed in.
        contractHandler(authContract.me, () => HttpResponse.json(JSON.parse(localStorage.getItem(PROFILE_KEY) ?? 'null'))),
        contractHandler(chatContract.unreadMessages, () => HttpResponse.json(contractFixtures.unreadMessagesReplyFixture)),
      ],
    },
  },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Amina Rahman' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Moderator: Story = {
  beforeEach: signedInAs(contractFixtures.moderatorProfile),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '3 unread audio messages' })).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('navigation', { name: 'مرکزی مینو' });
    // Right to left: the menu is at the right edge.
    await waitFor(() => expect(menu.getBoundingClientRect().right).toBeGreaterThan(1200));
  },
};

export const Phone: Story = {
  parameters: { screenshot: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};
