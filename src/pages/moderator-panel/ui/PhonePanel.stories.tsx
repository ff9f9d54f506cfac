import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { REGISTERED_KEY } from '@/features/push-notifications/register-device';
import { contractFixtures } from '@/shared/api';
import { ROUTER_OPTIONS } from '@/shared/config';
import { signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { ModeratorPanelPage } from './ModeratorPanelPage';
import { deviceRegistrations, panelBackend, unreadReply, voiceNotesLoaded } from './panelStoryBackend';

const { openConversationFixture } = contractFixtures;
const PHONE = { width: 390, height: 844 };
const backend = panelBackend;
const registrations = deviceRegistrations;

const BACK_EVENT = 'story-browser-back';

/** Shows the address, and steps back (as the phone's back button would) when a play function asks. */
function AddressAndBack() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const back = () => void navigate(-1);
    window.addEventListener(BACK_EVENT, back);
    return () => window.removeEventListener(BACK_EVENT, back);
  }, [navigate]);
  return (
    <p data-testid="address" className="px-4 text-xs text-ink-muted">
      {search || '(no query)'}
    </p>
  );
}

/** The browser's notification permission as this story wants it; the real one returns afterwards. */
function notificationPermission(permission: NotificationPermission) {
  return () => {
    const real = Object.getOwnPropertyDescriptor(window, 'Notification');
    class StandIn {
      static permission = permission;
      static requestPermission = () => Promise.resolve(permission);
    }
    Object.defineProperty(window, 'Notification', { value: StandIn, configurable: true, writable: true });
    return () => {
      if (real) Object.defineProperty(window, 'Notification', real);
    };
  };
}

const meta = {
  title: 'pages/moderator-panel/PhonePanel',
  tags: ['autodocs'],
  component: ModeratorPanelPage,
  afterEach: voiceNotesLoaded,
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter {...ROUTER_OPTIONS} initialEntries={['/elsewhere', (parameters.route as string | undefined) ?? '/moderatorpanel']} initialIndex={1}>
        <main className="p-2">
          <Routes>
            <Route path="/moderatorpanel" element={<Story />} />
            <Route path="*" element={<p>Another screen</p>} />
          </Routes>
          <AddressAndBack />
        </main>
        <ToastRegion />
      </MemoryRouter>
    ),
  ],
  beforeEach: () => {
    registrations.length = 0;
    sessionStorage.removeItem(REGISTERED_KEY);
    const signOut = signedInAs(contractFixtures.moderatorProfile)();
    const restore = notificationPermission('granted')();
    return () => {
      signOut();
      restore();
      sessionStorage.removeItem(REGISTERED_KEY);
    };
  },
  parameters: {
    ...WHOLE_SCREEN,
    layout: 'fullscreen',
    msw: { handlers: [...backend, unreadReply(contractFixtures.unreadMessagesReplyFixture)] },
    screenshot: { viewport: PHONE },
  },
} satisfies Meta<typeof ModeratorPanelPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The address shown under the panel; a navigation commits after the click's task, so this waits for it. */
const expectAddress = (canvasElement: HTMLElement, search: string) =>
  waitFor(() => expect(within(canvasElement).getByTestId('address')).toHaveTextContent(search));

/** On a phone: the Chats tab shows the conversation list, with Logout, and the device is registered. */
export const Chats: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: /^Notifications/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Active Chats' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /^Sumayya Rehman/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await waitFor(() => expect(registrations).toHaveLength(1));
  },
};

/** Choosing a chat opens it in a drawer with 'Mark as complete'; the id is in the address, and back closes it. */
export const ChatInDrawer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Assigned to Me' }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Maryam Iqbal/ }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Chat' });
    await expect(await within(drawer).findByRole('heading', { level: 2, name: 'Maryam Iqbal' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Mark as complete' })).toBeVisible();
    await expectAddress(canvasElement, `?tab=mine&id=${openConversationFixture.conversationId}`);
    window.dispatchEvent(new Event(BACK_EVENT));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expectAddress(canvasElement, '?tab=mine');
  },
};

/** Opened from the address: the drawer is open at once; closing it drops the id and stays in the panel. */
export const ChatFromAddress: Story = {
  parameters: { route: `/moderatorpanel?tab=mine&id=${openConversationFixture.conversationId}` },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'Chat' });
    await expect(await within(drawer).findByRole('button', { name: 'Mark as complete' })).toBeVisible();
    await expect(within(drawer).getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

/** Closing the drawer of a chat opened from a link drops the id and stays in the panel. */
export const CloseDrawer: Story = {
  parameters: { route: `/moderatorpanel?tab=mine&id=${openConversationFixture.conversationId}`, screenshot: { viewport: PHONE, skip: true } },
  play: async ({ canvasElement }) => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'Chat' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expectAddress(canvasElement, '?tab=mine');
    await expect(within(canvasElement).getByRole('tab', { name: 'Chats' })).toBeVisible();
  },
};

/** Notifications: one row per unread voice note; a row opens its chat in the drawer, and back returns to the list. */
export const Notifications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /^Notifications/ }));
    await expectAddress(canvasElement, '?view=notifications');
    const list = await canvas.findByRole('list', { name: 'Unread audio messages' });
    const rows = within(list).getAllByRole('button', { name: /You have received new audio message/ });
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Mar 14th 2025 9:42');
    await userEvent.click(rows[0]!);
    const drawer = await within(document.body).findByRole('dialog', { name: 'Chat' });
    await expect(await within(drawer).findByRole('heading', { level: 2, name: 'Maryam Iqbal' })).toBeVisible();
    await expectAddress(canvasElement, `?view=notifications&id=${openConversationFixture.conversationId}`);
    // Back closes the chat and leaves the notifications where they were (the drawer's picture is ChatFromAddress).
    window.dispatchEvent(new Event(BACK_EVENT));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expectAddress(canvasElement, '?view=notifications');
    await expect(canvas.getByRole('list', { name: 'Unread audio messages' })).toBeVisible();
    // The focus returns to the notification that opened the chat.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /You have received new audio message/ })[0]).toHaveFocus());
  },
};

/** Notifications not decided yet: the tab offers 'Allow notifications'. */
export const AskToAllow: Story = {
  beforeEach: notificationPermission('default'),
  parameters: { route: '/moderatorpanel?view=notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Allow notifications' })).toBeVisible();
    await expect(await canvas.findAllByText('You have received new audio message')).toHaveLength(3);
  },
};

/** No unread voice notes. */
export const Empty: Story = {
  parameters: {
    route: '/moderatorpanel?view=notifications',
    msw: { handlers: [...backend, unreadReply(contractFixtures.noUnreadMessagesReplyFixture)] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No new audio messages' })).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  parameters: { route: '/moderatorpanel?view=notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /^اطلاعات/ })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findAllByText('آپ کو نیا آڈیو پیغام موصول ہوا ہے')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'لاگ آؤٹ' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
