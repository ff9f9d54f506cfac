import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatContract, contractFixtures, uploadsContract } from '@/shared/api';
import { ROUTER_OPTIONS } from '@/shared/config';
import { contractHandler, failingCallsOnce, pendingCalls, signedInAs, uploadTarget, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { ModeratorPanelPage } from './ModeratorPanelPage';
import { panelBackend, unreadReply, voiceNotesLoaded } from './panelStoryBackend';

const { openConversationFixture, closedConversationFixture, unassignedConversationFixture } = contractFixtures;
const backend = [...panelBackend, unreadReply(contractFixtures.unreadMessagesReplyFixture)];

/** Shows the address, so a story can check what the page keeps in it. */
function Address() {
  const { search } = useLocation();
  return <p data-testid="address">{search || '(no query)'}</p>;
}

const meta = {
  title: 'pages/moderator-panel/ModeratorPanelPage',
  tags: ['autodocs'],
  component: ModeratorPanelPage,
  afterEach: voiceNotesLoaded,
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter {...ROUTER_OPTIONS} initialEntries={[(parameters.route as string | undefined) ?? '/moderatorpanel']}>
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
  parameters: { ...WHOLE_SCREEN, layout: 'fullscreen', msw: { handlers: backend }, screenshot: { viewport: { width: 1280, height: 800 } } },
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
        contractHandler(chatContract.listUnassignedConversations, () =>
          HttpResponse.json(
            contractFixtures.conversationPageOf(submissionArrived ? [NEW_SUBMISSION, ...contractFixtures.unassignedConversationFixtures] : contractFixtures.unassignedConversationFixtures),
          ),
        ),
        contractHandler(chatContract.unreadMessages, () => {
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

/** The calls the page makes as it opens on a chat: the Active Chats list, the chat itself and the inbox poll. */
const FIRST_CALLS = [chatContract.listUnassignedConversations, chatContract.getConversation, chatContract.unreadMessages];
const waitingChat = `/moderatorpanel?id=${unassignedConversationFixture.conversationId}`;

/** The page's first calls are still on their way: the list and the chat both show that they are loading. */
export const Loading: Story = {
  parameters: { route: waitingChat, msw: { handlers: pendingCalls(FIRST_CALLS) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Moderator panel' })).toBeVisible();
    const statuses = await canvas.findAllByRole('status');
    await waitFor(() => expect(statuses.map((status) => status.textContent)).toEqual(expect.arrayContaining(['Loading chats…', 'Loading the chat…'])));
    await expect(canvas.queryByText('Click on chat to load')).not.toBeInTheDocument();
  },
};

/** The page's first calls fail: the list and the chat each say so with the server's message and a Try again. */
export const Failed: Story = {
  parameters: { route: waitingChat, msw: { handlers: [...failingCallsOnce(FIRST_CALLS), ...backend] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Moderator panel' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'The chats could not be loaded' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'The chat could not be loaded' })).toBeVisible();
    await expect(canvas.getAllByText('The academy service is unavailable.')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** After the failed first calls, each Try again (the service is back) brings its part: the chats, then the chat. */
export const FailedThenRetried: Story = {
  parameters: {
    route: waitingChat,
    // Its own failing handlers: a one-time handler that has answered stays used.
    msw: { handlers: [...failingCallsOnce(FIRST_CALLS), ...backend] },
    screenshot: { viewport: { width: 1280, height: 800 }, skip: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Both failures must be on screen before either Try again is pressed: they arrive in either order.
    await canvas.findByRole('heading', { name: 'The chats could not be loaded' });
    await canvas.findByRole('heading', { name: 'The chat could not be loaded' });
    const [retryList, retryChat] = canvas.getAllByRole('button', { name: 'Try again' });
    await userEvent.click(retryList!);
    await expect(await canvas.findByRole('button', { name: /^Sumayya Rehman/ })).toBeVisible();
    await userEvent.click(retryChat!);
    await expect(await canvas.findByRole('heading', { level: 2, name: unassignedConversationFixture.userName })).toBeVisible();
  },
};

/** Where the recorded voice reply is stored, as the stories' server hands out upload links. */
const VOICE_UPLOAD = uploadTarget('page-voice');
let sentReplies: chatContract.SendModeratorMessageBody[] = [];

/**
 * With the keyboard alone: Ctrl+Shift+S records, Ctrl+I stops, and Enter sends the take as an AUDIO
 * message (the message box is locked while a take waits, so Enter is the page's).
 */
export const VoiceReplySentWithEnter: Story = {
  beforeEach: () => {
    sentReplies = [];
  },
  parameters: {
    route: `/moderatorpanel?tab=mine&id=${openConversationFixture.conversationId}`,
    screenshot: { viewport: { width: 1280, height: 800 }, skip: true },
    msw: {
      handlers: [
        contractHandler(uploadsContract.presignedUrl, () => HttpResponse.json({ url: VOICE_UPLOAD, imageKey: 'CHAT_AUDIO/page-voice.mp3' })),
        http.put(VOICE_UPLOAD, () => new HttpResponse(null, { status: 200 })),
        contractHandler(chatContract.sendModeratorMessage, async ({ request }) => {
          const body = (await request.json()) as chatContract.SendModeratorMessageBody;
          sentReplies.push(body);
          const message = { ...openConversationFixture.messages.at(-1)!, messageId: 700, senderId: 3, messageType: body.messageType, messageBody: body.messageBody };
          return HttpResponse.json({ success: true, message: 'Message sent.', data: message });
        }),
        ...backend,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const long = { timeout: 8000 };
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Maryam Iqbal' })).toBeVisible();
    await userEvent.keyboard('{Control>}{Shift>}s{/Shift}{/Control}');
    const clock = await canvas.findByRole('timer', { name: 'Recorded time and limit' }, long);
    await waitFor(() => expect(clock).toHaveTextContent('0:01 / 5:00'), long);
    await userEvent.keyboard('{Control>}i{/Control}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play the recording' })).toBeEnabled(), long);
    // The composer knows a take waits: its Send is on, while the message box stays locked.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled());
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sentReplies).toHaveLength(1), long);
    await expect(sentReplies[0]).toMatchObject({ messageType: 'AUDIO', messageBody: 'CHAT_AUDIO/page-voice.mp3', conversationId: openConversationFixture.conversationId });
  },
};
