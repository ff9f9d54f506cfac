import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chatContract, contractFixtures } from '@/shared/api';
import { chatFileHandlers, contractHandler, signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { ChatPane } from './ChatPane';

const { openConversationFixture, unassignedConversationFixture, closedConversationFixture } = contractFixtures;

const LINES = [
  'Assalamu alaikum, here is my reading for today.',
  'Wa alaikum assalam. Good, but hold the ghunnah for two counts.',
  'Like this? I tried again after Fajr.',
  'Much better. Now watch the qalqalah on the dal.',
];

/** A weekly-course chat that ran over six days, for the day separators and the scroll to the newest. */
const manyDaysConversation: chatContract.Conversation = {
  ...contractFixtures.closedConversationFixture,
  conversationId: 42,
  status: 'ACTIVE',
  unreadCount: 0,
  weekNumber: 3,
  assignmentNumber: 2,
  messages: Array.from({ length: 18 }, (_, index) => {
    const fromLearner = index % 2 === 0;
    const day = 3 + Math.floor(index / 3);
    return {
      messageId: 400 + index,
      conversationId: 42,
      sentDate: `2025-03-${String(day).padStart(2, '0')}T${String(8 + (index % 3) * 2).padStart(2, '0')}:15:00.000Z`,
      senderId: fromLearner ? 1001 : 3,
      receiverId: fromLearner ? 3 : 1001,
      isRead: true,
      messageType: 'TEXT' as const,
      messageBody: LINES[index % LINES.length]!,
      createdByAppId: fromLearner ? 3 : 9,
      readDate: null,
    };
  }),
};

const FIXTURES = [openConversationFixture, unassignedConversationFixture, closedConversationFixture, manyDaysConversation];

/** The conversations the story's server holds; a send, a close or a mark-read changes them. */
let conversations = new Map<number, chatContract.Conversation>();
let markReadCalls: number[][] = [];

function resetServer() {
  conversations = new Map(FIXTURES.map((conversation) => [conversation.conversationId, structuredClone(conversation)]));
  markReadCalls = [];
}

const handlers = [
  contractHandler(chatContract.getConversation, ({ request }) => {
    const found = conversations.get(Number(new URL(request.url).searchParams.get('conversationId')));
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ success: false, message: 'This conversation does not exist.' }, { status: 404 });
  }),
  contractHandler(chatContract.markMessagesRead, ({ request }) => {
    const ids = new URL(request.url).searchParams.getAll('messageIds').map(Number);
    markReadCalls.push(ids);
    for (const conversation of conversations.values()) {
      for (const message of conversation.messages) if (ids.includes(message.messageId)) message.isRead = true;
    }
    return HttpResponse.json({ success: true, updated: ids.length });
  }),
  contractHandler(chatContract.closeConversation, ({ params }) => {
    const conversation = conversations.get(Number(params.id));
    if (conversation) conversation.status = 'CLOSED';
    return HttpResponse.json({ success: true, message: 'Conversation closed.', status: 'CLOSED' });
  }),
  contractHandler(chatContract.sendModeratorMessage, async ({ request }) => {
    const body = (await request.json()) as chatContract.SendModeratorMessageBody;
    const conversation = conversations.get(body.conversationId)!;
    const data: chatContract.ChatMessage = {
      messageId: 1000 + conversation.messages.length,
      conversationId: body.conversationId,
      sentDate: '2025-03-14T10:00:00.000Z',
      senderId: body.senderId ?? 3,
      receiverId: conversation.userId,
      isRead: false,
      messageType: body.messageType,
      messageBody: body.messageBody,
      createdByAppId: 9,
      readDate: null,
    };
    conversation.messages.push(data);
    return HttpResponse.json({ success: true, message: 'Message sent.', data });
  }),
  contractHandler(chatContract.unreadMessages, () => HttpResponse.json(contractFixtures.noUnreadMessagesReplyFixture)),
  ...chatFileHandlers,
];

const meta = {
  title: 'widgets/chat-pane/ChatPane',
  component: ChatPane,
  args: { conversationId: 3, timeZone: 'UTC', onUpdated: fn(), reloadPage: fn() },
  decorators: [
    (Story) => (
      <div className="h-[640px] overflow-hidden rounded-card border border-border">
        <Story />
        <ToastRegion />
      </div>
    ),
  ],
  beforeEach: () => {
    resetServer();
    return signedInAs(contractFixtures.moderatorProfile)();
  },
  parameters: { layout: 'fullscreen', msw: { handlers }, screenshot: { viewport: { width: 900, height: 640 } } },
} satisfies Meta<typeof ChatPane>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until every voice note has drawn its waveform, so the picture is stable. */
async function audioReady(canvasElement: HTMLElement, count: number) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('timer')).toHaveLength(count), { timeout: 6000 });
}

function scrolledToEnd(element: HTMLElement) {
  return element.scrollHeight - element.scrollTop - element.clientHeight < 2;
}

/** Nothing chosen yet. */
export const NothingSelected: Story = {
  args: { conversationId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Click on chat to load' })).toBeVisible();
  },
};

/**
 * An assigned chat with text, an image and voice notes: the header names the learner, the course and
 * 'Level 1/Session 4' with its Arabic passage; messages are grouped under three days; the newest is in
 * view; the two received unread messages are marked read once.
 */
export const TextAudioImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Maryam Iqbal', level: 2 })).toBeVisible();
    await expect(canvas.getByText('Level 1/Session 4')).toBeVisible();
    const passage = canvas.getByRole('region', { name: 'Lesson passage' });
    await expect(passage.querySelector('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Tuesday, March 11, 2025',
      'Thursday, March 13, 2025',
      'Friday, March 14, 2025',
    ]);
    await expect(canvas.getByText('Yes, Saturday after Asr, in sha Allah.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open large: Image from Maryam Iqbal, 10:00 AM' })).toBeVisible();
    await audioReady(canvasElement, 2);
    await waitFor(() => expect(markReadCalls).toEqual([[25, 26]]));
    await waitFor(() => expect(scrolledToEnd(canvas.getByRole('log', { name: 'Messages' }))).toBe(true));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Mark as Pass' })).toBeVisible();
  },
};

/** A voice note in the pane plays and pauses. */
export const Audio: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await audioReady(canvasElement, 2);
    const note = canvas.getByRole('group', { name: 'Voice message from Maryam Iqbal, 9:50 AM' });
    await userEvent.click(within(note).getByRole('button', { name: 'Play voice message' }));
    await userEvent.click(await within(note).findByRole('button', { name: 'Pause voice message' }));
    await expect(await within(note).findByRole('button', { name: 'Play voice message' })).toBeVisible();
  },
};

/** An image opens large in a dialog. */
export const Image: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await audioReady(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Open large: Image from Maryam Iqbal, 10:00 AM' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Image from Maryam Iqbal, 10:00 AM' });
    await expect(within(dialog).getByRole('img', { name: 'Image from Maryam Iqbal, 10:00 AM' })).toBeVisible();
  },
};

/** A chat over six days: one separator per day, and the pane opens on the newest message. */
export const ManyDays: Story = {
  args: { conversationId: 42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Week 3/Assignment 2')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const log = canvas.getByRole('log', { name: 'Messages' });
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await waitFor(() => expect(scrolledToEnd(log)).toBe(true));
    await expect(markReadCalls).toEqual([]);
  },
};

/** A waiting chat of a weekly course: 'Week 1/Assignment 1' with the program name; its three messages are marked read. */
export const Unassigned: Story = {
  args: { conversationId: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Week 1/Assignment 1')).toBeVisible();
    await expect(canvas.getByText(/Weekly Program \(course 5\)/)).toBeVisible();
    await audioReady(canvasElement, 1);
    await waitFor(() => expect(markReadCalls).toEqual([[9, 11, 16]]));
  },
};

/** A closed chat shows 'Assignment marked as pass' instead of the composer, and no Mark as Pass. */
export const ClosedChat: Story = {
  args: { conversationId: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Assignment marked as pass')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Mark as Pass' })).not.toBeInTheDocument();
    await audioReady(canvasElement, 2);
  },
};

/** Someone without the add permission reads the chat without a composer; nothing is marked read or passable. */
export const ReadOnlyViewer: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You can read this chat but not reply to it.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Mark as Pass' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    await audioReady(canvasElement, 2);
    await expect(markReadCalls).toEqual([]);
  },
};

/**
 * The header's '?' lists the open chat's shortcuts; Ctrl+Shift+F then moves to the message box, and
 * Ctrl+Z pressed there marks the chat as pass.
 */
export const Shortcuts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Keyboard shortcuts' }));
    const help = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(within(help).getAllByRole('definition')).toHaveLength(8);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(help).not.toBeInTheDocument());

    await userEvent.keyboard('{Control>}{Shift>}F{/Shift}{/Control}');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(await canvas.findByText('Assignment marked as pass', { selector: '[role="status"]' })).toBeVisible();
    await audioReady(canvasElement, 2);
  },
};

/** Ctrl+Z outside the chat in a text field (the chat list's search) undoes typing there and leaves the chat open. */
export const CtrlZInOtherField: Story = {
  decorators: [
    (Story) => (
      <div className="flex h-full flex-col">
        <input aria-label="Search by name" className="m-2 rounded border border-border px-2" />
        <div className="min-h-0 flex-1">
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Mark as Pass' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search by name' }), 'Mar');
    // Mark as Pass takes the key for itself (preventDefault) when it acts; the page's last listener sees whether it did.
    const taken: boolean[] = [];
    const listen = (event: KeyboardEvent) => event.key === 'z' && taken.push(event.defaultPrevented);
    window.addEventListener('keydown', listen);
    await userEvent.keyboard('{Control>}z{/Control}');
    window.removeEventListener('keydown', listen);
    await expect(taken).toEqual([false]);
    await expect(conversations.get(3)?.status).toBe('ACTIVE');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await audioReady(canvasElement, 2);
  },
};

/** Mark as Pass closes the chat: the composer gives way to 'Assignment marked as pass', and the panel is told a second later. */
export const MarkAsPass: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark as Pass' }));
    await expect(await canvas.findByText('Assignment marked as pass', { selector: '[role="status"]' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await waitFor(() => expect(args.onUpdated).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await audioReady(canvasElement, 2);
  },
};

/** A reply sent with Enter appears at the end of the thread. */
export const SendReply: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }), 'Your ikhfa is clear now. Well done!{Enter}');
    await expect(await canvas.findByText('Your ikhfa is clear now. Well done!')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
    await audioReady(canvasElement, 2);
    await waitFor(() => expect(scrolledToEnd(canvas.getByRole('log', { name: 'Messages' }))).toBe(true));
  },
};

/** The conversation cannot be loaded: the server's message and a retry. */
export const Failed: Story = {
  args: { conversationId: 999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This conversation does not exist.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Another teacher holds the chat: the server's refusal names them, and no retry is offered, as asking again cannot help. */
export const HeldByAnotherTeacher: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(chatContract.getConversation, () =>
          HttpResponse.json({ success: false, message: chatContract.heldByMessage('Fatima Siddiqui') }, { status: 403 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You cannot open this chat')).toBeVisible();
    await expect(canvas.getByText('Fatima Siddiqui holds this conversation; you cannot open it.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

/** In Urdu the moderator's messages sit on the left, the learner's on the right; the passage stays right to left. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لیول 1/سیشن 4')).toBeVisible();
    await audioReady(canvasElement, 2);
    const own = canvas.getByText('Yes, Saturday after Asr, in sha Allah.').closest('li')!;
    const learner = canvas.getByText('Is the weekly class still on Saturday?').closest('li')!;
    await waitFor(() => expect(scrolledToEnd(canvas.getByRole('log', { name: 'پیغامات' }))).toBe(true));
    const ownBubble = own.firstElementChild!.getBoundingClientRect();
    const learnerBubble = learner.firstElementChild!.getBoundingClientRect();
    await expect(ownBubble.left).toBeLessThan(learnerBubble.left);
  },
};
