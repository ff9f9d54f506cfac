import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatContract, contractFixtures } from '@/shared/api';
import { ROUTER_OPTIONS } from '@/shared/config';
import { contractHandler } from '@/shared/lib/storybook';
import { ModeratorBell } from './ModeratorBell';

const answer = (reply: Parameters<typeof HttpResponse.json>[0], status = 200) => ({ msw: { handlers: [contractHandler(chatContract.unreadMessages, () => HttpResponse.json(reply, { status }))] } });

const meta = {
  title: 'widgets/moderator-bell/ModeratorBell',
  component: ModeratorBell,
  decorators: [
    (Story) => (
      <MemoryRouter {...ROUTER_OPTIONS}>
        <div className="flex min-h-72 justify-end p-4">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  parameters: { ...answer(contractFixtures.unreadMessagesReplyFixture), screenshot: { viewport: { width: 480, height: 320 } } },
} satisfies Meta<typeof ModeratorBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three unread voice notes: the count on the bell, and one menu entry per note that opens its chat in
 * the panel, with when it came in the spec's display format (MMM Do YYYY H:mm).
 */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '3 unread audio messages' }));
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(3);
    const first = contractFixtures.unreadMessagesReplyFixture.content.find((message) => message.messageType === 'AUDIO')!;
    await expect(items[0]).toHaveAttribute('href', `/moderatorpanel?id=${first.conversationId}`);
    await waitFor(() => expect(items[0]).toHaveTextContent('You have received new audio message · Mar 14th 2025 9:42'));
    await expect(items[1]).toHaveTextContent('Mar 13th 2025 17:05');
  },
};

/** Nothing unread: no count, and the menu says so. */
export const NothingNew: Story = {
  parameters: answer(contractFixtures.noUnreadMessagesReplyFixture),
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: 'No unread audio messages' });
    await expect(within(bell).queryByText(/\d/)).toBeNull();
    await userEvent.click(bell);
    await waitFor(async () => expect(await within(document.body).findByRole('menuitem', { name: 'No new audio messages' })).toBeVisible());
  },
};

/** The poll failed: the menu says the messages could not be loaded instead of claiming there are none. */
export const Failed: Story = {
  parameters: answer({ success: false, message: 'The server is unavailable.' }, 503),
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: 'No unread audio messages' });
    await userEvent.click(bell);
    await waitFor(async () => expect(await within(document.body).findByRole('menuitem', { name: 'Could not load new messages.' })).toBeVisible());
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /3/ })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** The Urdu menu: each entry's time in the display format's order and digits, with the Urdu month name. */
export const UnreadRtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /3/ }));
    const items = within(await within(document.body).findByRole('menu')).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveTextContent('مارچ 14 2025 9:42'));
    await expect(items[1]).toHaveTextContent('مارچ 13 2025 17:05');
  },
};
