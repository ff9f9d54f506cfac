import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { contractFixtures } from '@/shared/api';
import { AppHeader } from './AppHeader';

const unreadMessages = http.get('/api/academy/chat/messages', () =>
  HttpResponse.json(contractFixtures.unreadMessagesReplyFixture),
);

const meta = {
  title: 'widgets/app-header/AppHeader',
  component: AppHeader,
  args: { fullname: contractFixtures.adminProfile.fullname, groupId: 1, onOpenMenu: fn() },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="min-h-72">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: [unreadMessages] }, screenshot: { viewport: { width: 1024, height: 400 } } },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /unread audio/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Amina Rahman' }));
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible());
    await expect(within(menu).getByRole('menuitem', { name: /Amina Rahman/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ModeratorWithBell: Story = {
  args: { fullname: contractFixtures.moderatorProfile.fullname, groupId: contractFixtures.moderatorProfile.groupId },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: '3 unread audio messages' });
    await userEvent.click(bell);
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('You have received new audio message');
  },
};

export const ModeratorNothingNew: Story = {
  args: { fullname: contractFixtures.moderatorProfile.fullname, groupId: contractFixtures.moderatorProfile.groupId },
  parameters: {
    msw: {
      handlers: [http.get('/api/academy/chat/messages', () => HttpResponse.json(contractFixtures.noUnreadMessagesReplyFixture))],
    },
  },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: 'No unread audio messages' });
    await userEvent.click(bell);
    await waitFor(async () => expect(await within(document.body).findByRole('menuitem', { name: 'No new audio messages' })).toBeVisible());
  },
};

export const NarrowScreen: Story = {
  parameters: { screenshot: { viewport: { width: 390, height: 400 } } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await expect(args.onOpenMenu).toHaveBeenCalledOnce();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { fullname: contractFixtures.moderatorProfile.fullname, groupId: contractFixtures.moderatorProfile.groupId },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /3/ })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
