import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toneWav } from '@/entities/chat-message';
import { contractFixtures, type chatContract } from '@/shared/api';
import { makePng, signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { ModeratorPanelPage } from './ModeratorPanelPage';

const API = '/api/academy/chat';
const { openConversationFixture, unassignedConversationFixture, closedConversationFixture } = contractFixtures;
const CONVERSATIONS = [openConversationFixture, unassignedConversationFixture, closedConversationFixture];

/** One page of the summaries of the asked status. */
const listOf = (path: string, rows: chatContract.ConversationSummary[]) =>
  http.post(`${API}${path}`, async ({ request }) => {
    const body = (await request.json()) as { status?: string; pageNumber?: number; pageSize?: number };
    const matching = rows.filter((row) => row.status === (body.status ?? 'ACTIVE'));
    return HttpResponse.json(contractFixtures.conversationPageOf(matching, body.pageNumber, body.pageSize));
  });

const backend = [
  listOf('/unassigned-conversations', contractFixtures.unassignedConversationFixtures),
  listOf('/conversations', [...contractFixtures.assignedConversationFixtures, ...contractFixtures.completedConversationFixtures]),
  http.get(`${API}/conversation`, ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('conversationId'));
    const found = CONVERSATIONS.find((conversation) => conversation.conversationId === id);
    return found ? HttpResponse.json(found) : HttpResponse.json({ success: false, message: 'This conversation does not exist.' }, { status: 404 });
  }),
  http.put(`${API}/message/mark-read`, () => HttpResponse.json({ success: true, updated: 0 })),
  http.get(`${API}/messages`, () => HttpResponse.json(contractFixtures.unreadMessagesReplyFixture)),
  // The stored voice notes and pictures the fixtures point at.
  http.get('/api/storage/files/chat-audio/:name', () => new HttpResponse(toneWav(), { headers: { 'content-type': 'audio/wav' } })),
  http.get('/api/storage/files/chat-image-private/:name', async () => new HttpResponse(await makePng('photo.png', 320, 200), { headers: { 'content-type': 'image/png' } })),
];

/** Shows the address, so a story can check what the page keeps in it. */
function Address() {
  const { search } = useLocation();
  return <p data-testid="address">{search || '(no query)'}</p>;
}

const meta = {
  title: 'pages/moderator-panel/ModeratorPanelPage',
  component: ModeratorPanelPage,
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/moderatorpanel']}>
        <main>
          <Routes>
            <Route path="/moderatorpanel" element={<Story />} />
          </Routes>
          <Address />
        </main>
        <ToastRegion />
      </MemoryRouter>
    ),
  ],
  beforeEach: signedInAs(contractFixtures.moderatorProfile),
  parameters: { layout: 'fullscreen', msw: { handlers: backend }, screenshot: { viewport: { width: 1280, height: 800 } } },
} satisfies Meta<typeof ModeratorPanelPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address');

/** Nothing open yet: the lists, and 'Click on chat to load' in the pane. */
export const NothingOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Moderator panel' })).toBeVisible();
    await expect(await canvas.findByText('Click on chat to load')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Active Chats' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Choosing a chat opens it and writes its id in the address; the tab goes there too. */
export const OpensChosenChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Assigned to Me' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('?tab=mine'));
    await userEvent.click(await canvas.findByRole('button', { name: /^Maryam Iqbal/ }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Maryam Iqbal' })).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent(`?tab=mine&id=${openConversationFixture.conversationId}`);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

/** Opened from the address (a reload or a shared link): the chat is open at once. */
export const ChatFromAddress: Story = {
  parameters: { route: `/moderatorpanel?tab=mine&id=${openConversationFixture.conversationId}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Maryam Iqbal' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Assigned to Me' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Record a voice reply' })).toBeVisible();
  },
};

/** A completed chat shows 'Assignment marked as pass' instead of the composer. */
export const ClosedChat: Story = {
  parameters: { route: `/moderatorpanel?tab=completed&id=${closedConversationFixture.conversationId}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Assignment marked as pass')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  },
};

/** A viewer reads the chats but has no composer and no Mark as Pass. */
export const PermissionHidden: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  parameters: { route: `/moderatorpanel?tab=mine&id=${openConversationFixture.conversationId}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Maryam Iqbal' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Mark as Pass' })).not.toBeInTheDocument();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  parameters: { route: `/moderatorpanel?tab=mine&id=${openConversationFixture.conversationId}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ماڈریٹر پینل' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Maryam Iqbal' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
