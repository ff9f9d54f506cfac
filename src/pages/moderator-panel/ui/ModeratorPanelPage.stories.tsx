import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, type chatContract } from '@/shared/api';
import { signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { ModeratorPanelPage } from './ModeratorPanelPage';
import { CHAT_API, panelBackend, unreadReply } from './panelStoryBackend';

const API = CHAT_API;
const { openConversationFixture, closedConversationFixture } = contractFixtures;
const backend = [...panelBackend, unreadReply(contractFixtures.unreadMessagesReplyFixture)];

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

/** A learner's submission reaches the server while the panel is open; the stories' server sends it from then on. */
let submissionArrived = false;
const NEW_SUBMISSION: chatContract.ConversationSummary = {
  ...contractFixtures.unassignedConversationFixtures[0]!,
  conversationId: 41,
  userId: 1002,
  userName: 'Hamza Sheikh',
  unreadCount: 1,
  updatedAt: '2025-03-14T09:58:00.000Z',
  lastMessage: { ...contractFixtures.unassignedConversationFixtures[0]!.lastMessage!, messageId: 90, conversationId: 41, senderId: 1002, messageType: 'TEXT', messageBody: 'Here is my recitation for week 1.' },
};

/** The inbox poll sees the learner's new message, so Active Chats reads its rows again by itself. */
export const NewSubmissionArrives: Story = {
  beforeEach: () => {
    submissionArrived = false;
  },
  parameters: {
    screenshot: { viewport: { width: 1280, height: 800 }, skip: true },
    msw: {
      handlers: [
        http.post(`${API}/unassigned-conversations`, () =>
          HttpResponse.json(
            contractFixtures.conversationPageOf(submissionArrived ? [NEW_SUBMISSION, ...contractFixtures.unassignedConversationFixtures] : contractFixtures.unassignedConversationFixtures),
          ),
        ),
        http.get(`${API}/messages`, () => {
          const reply = contractFixtures.unreadMessagesReplyFixture;
          if (!submissionArrived) return HttpResponse.json(reply);
          return HttpResponse.json({ ...reply, content: [NEW_SUBMISSION.lastMessage, ...reply.content], totalRecords: reply.totalRecords + 1 });
        }),
        ...backend,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('tabpanel');
    await expect(await within(list).findByRole('button', { name: /^Sumayya Rehman/ })).toBeVisible();
    await expect(within(list).queryByRole('button', { name: /^Hamza Sheikh/ })).not.toBeInTheDocument();
    submissionArrived = true;
    await expect(await within(list).findByRole('button', { name: /^Hamza Sheikh/ }, { timeout: 12_000 })).toBeVisible();
  },
};
