import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useMarkConversationRead, useRevalidateConversations } from '@/entities/conversation';
import { chatContract, contractFixtures, type CallDef } from '@/shared/api';
import { contractHandler, failingCallsOnce, pendingCalls } from '@/shared/lib/storybook';
import { Button } from '@/shared/ui/button';
import { ConversationList } from './ConversationList';

type Summary = chatContract.ConversationSummary;
type Body = chatContract.ConversationListBody;
const WAITING = chatContract.listUnassignedConversations;
const OWN = chatContract.listMyConversations;

/** What the server holds for the moderator: waiting chats, and their own open and completed ones. */
let waiting: Summary[] = [];
let own: Summary[] = [];
/** Every list body the widget sent, in order, so a story can check paging, sorting and searching. */
let sent: (Body & { path: string })[] = [];

function reset(next: { waiting?: Summary[]; own?: Summary[] } = {}) {
  waiting = next.waiting ?? contractFixtures.unassignedConversationFixtures;
  own = next.own ?? [...contractFixtures.assignedConversationFixtures, ...contractFixtures.completedConversationFixtures];
  sent = [];
}

/** Answers one page of `rows()` of the asked status whose learner's name holds the searched text. */
const listOf = (call: CallDef, rows: () => Summary[]) =>
  contractHandler(call, async ({ request }) => {
    const body = (await request.json()) as Body;
    sent.push({ ...body, path: call.path });
    const name = (body.userName ?? '').toLowerCase();
    const matching = rows().filter((row) => row.status === (body.status ?? 'ACTIVE') && row.userName.toLowerCase().includes(name));
    return HttpResponse.json(contractFixtures.conversationPageOf(matching, body.pageNumber, body.pageSize));
  });

const backend = [listOf(WAITING, () => waiting), listOf(OWN, () => own)];

const meta = {
  title: 'widgets/conversation-list/ConversationList',
  component: ConversationList,
  args: { onSelect: fn(), selectedId: null },
  // The page keeps the open conversation; here the story does, so a pick shows as selected.
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState(args.selectedId);
    return (
      <div className="h-[560px] w-[380px] border border-border">
        <ConversationList
          {...args}
          selectedId={selectedId}
          onSelect={(id) => {
            setSelectedId(id);
            args.onSelect(id);
          }}
        />
      </div>
    );
  },
  beforeEach: () => reset(),
  parameters: {
    msw: { handlers: backend },
    screenshot: { viewport: { width: 420, height: 600 } },
  },
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

const listNamed = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('list', { name });
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    // The learner's name is the first line of a row.
    .map((row) => row.firstElementChild?.firstElementChild?.textContent);

/** Active Chats first: conversations no teacher holds, most unread first, with their unread counts. */
export const ActiveChats: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Active Chats' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Assigned to Me' })).toBeVisible();
    const list = await listNamed(canvasElement, 'Active Chats conversations');
    await waitFor(() => expect(namesIn(list)).toEqual(['Sumayya Rehman', 'Ibrahim Khan', 'Yahya Chaudhry']));
    await expect(within(list).getByRole('button', { name: /Sumayya Rehman/ })).toHaveTextContent('3 unread messages');
    await expect(sent[0]).toMatchObject({
      path: WAITING.path,
      pageNumber: 1,
      pageSize: 10,
      status: 'ACTIVE',
      multiSortProperties: [
        { field: 'unreadCount', desc: true },
        { field: 'updatedAt', desc: true },
      ],
    });
  },
};

/** The moderator's open chats, unread counts on each, the one in the URL marked as open. */
export const Unread: Story = {
  args: { defaultTab: 'mine', selectedId: 3 },
  play: async ({ canvasElement }) => {
    const list = await listNamed(canvasElement, 'Assigned to Me conversations');
    const maryam = await within(list).findByRole('button', { name: /Maryam Iqbal/ });
    await expect(maryam).toHaveAttribute('aria-current', 'true');
    await expect(maryam).toHaveTextContent('2 unread messages');
    await expect(within(list).getByRole('button', { name: /Hamza Sheikh/ })).toHaveTextContent('1 unread message');
    await expect(sent[0]).toMatchObject({ path: OWN.path, status: 'ACTIVE' });
  },
};

/** Completed chats, the latest first, nothing unread. */
export const Completed: Story = {
  args: { defaultTab: 'completed' },
  play: async ({ canvasElement }) => {
    const list = await listNamed(canvasElement, 'Completed conversations');
    await waitFor(() => expect(namesIn(list)).toEqual(['Hamza Sheikh', 'Ayesha Malik']));
    await expect(list).not.toHaveTextContent(/unread/);
    await expect(sent[0]).toMatchObject({ path: OWN.path, status: 'CLOSED', multiSortProperties: [{ field: 'updatedAt', desc: true }] });
  },
};

/** Each tab shows its own conversations, read from its own list. */
export const SwitchingTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Ibrahim Khan/ })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Assigned to Me' }));
    const mine = await listNamed(canvasElement, 'Assigned to Me conversations');
    await waitFor(() => expect(namesIn(mine)).toEqual(['Maryam Iqbal', 'Ayesha Malik', 'Hamza Sheikh']));
    await expect(canvas.queryByRole('button', { name: /Ibrahim Khan/ })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('tab', { name: 'Completed' }));
    const done = await listNamed(canvasElement, 'Completed conversations');
    await waitFor(() => expect(namesIn(done)).toEqual(['Hamza Sheikh', 'Ayesha Malik']));
    await expect(canvas.queryByRole('button', { name: /Maryam Iqbal/ })).not.toBeInTheDocument();
    await expect(sent.map((body) => `${body.path} ${body.status}`)).toEqual([
      `${WAITING.path} ACTIVE`,
      `${OWN.path} ACTIVE`,
      `${OWN.path} CLOSED`,
    ]);
  },
};

/** Typing part of a name asks once the typing stops, and only that learner's chats remain. */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await listNamed(canvasElement, 'Active Chats conversations');
    await within(list).findByRole('button', { name: /Yahya Chaudhry/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by learner name' }), 'ibra');
    await waitFor(() => expect(namesIn(list)).toEqual(['Ibrahim Khan']));
    // One request for the whole word, not one a key.
    await expect(sent.map((body) => body.userName)).toEqual(['', 'ibra']);
  },
};

/** A name nobody in the list has. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Yahya Chaudhry/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by learner name' }), 'Zainab');
    await expect(await canvas.findByText('No learner named “Zainab” in this list.')).toBeVisible();
  },
};

/** Pressing a conversation hands its id to the page, and it shows as the open one. */
export const Selecting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const ibrahim = await canvas.findByRole('button', { name: /Ibrahim Khan/ });
    await userEvent.click(ibrahim);
    await expect(args.onSelect).toHaveBeenCalledWith(4);
    await expect(ibrahim).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: /Sumayya Rehman/ })).not.toHaveAttribute('aria-current');
  },
};

/** Scrolling to the end of the list reads the next page, until all 25 are in. */
export const InfiniteScroll: Story = {
  beforeEach: () => reset({ waiting: contractFixtures.manyUnassignedConversations(25) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await listNamed(canvasElement, 'Active Chats conversations');
    await expect(await canvas.findByText('10 of 25 chats')).toBeVisible();
    await expect(sent.map((body) => body.pageNumber)).toEqual([1]);

    const scroller = list.parentElement!;
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await canvas.findByText('20 of 25 chats')).toBeInTheDocument();
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await canvas.findByText('25 of 25 chats')).toBeInTheDocument();
    await expect(sent.map((body) => body.pageNumber)).toEqual([1, 2, 3]);
    // The last conversation is there to pick.
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await within(list).findByRole('button', { name: /Aisha Noor 4/ })).toBeVisible();
    await waitFor(() => expect(scroller.scrollTop + scroller.clientHeight).toBeGreaterThanOrEqual(scroller.scrollHeight - 1));
  },
};

let pageTwoFailed = false;

/** A later page that fails says so under the rows already shown, and Try again reads it. */
export const MorePagesFailed: Story = {
  beforeEach: () => {
    reset({ waiting: contractFixtures.manyUnassignedConversations(15) });
    pageTwoFailed = false;
  },
  parameters: {
    msw: {
      handlers: [
        contractHandler(WAITING, async ({ request }) => {
          const { pageNumber } = (await request.clone().json()) as Body;
          if (pageNumber !== 2 || pageTwoFailed) return undefined;
          pageTwoFailed = true;
          return HttpResponse.json({ success: false, message: 'The academy service is unavailable.' }, { status: 503 });
        }),
        ...backend,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await listNamed(canvasElement, 'Active Chats conversations');
    await canvas.findByText('10 of 15 chats');
    const scroller = list.parentElement!;
    scroller.scrollTop = scroller.scrollHeight;
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('More chats could not be loaded. The academy service is unavailable.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await canvas.findByText('15 of 15 chats')).toBeInTheDocument();
    await expect(within(list).getAllByRole('button').length).toBeGreaterThan(0);
  },
};

/** After a send or a close elsewhere on the page, the shown list is read again. */
export const RefreshesAfterChatUpdate: Story = {
  render: function Render(args) {
    const revalidate = useRevalidateConversations();
    return (
      <div className="flex flex-col gap-2">
        <Button variant="secondary" size="sm" onPress={() => void revalidate()}>
          Refresh chats
        </Button>
        <div className="h-[500px] w-[380px] border border-border">
          <ConversationList {...args} />
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await listNamed(canvasElement, 'Active Chats conversations');
    await within(list).findByRole('button', { name: /Ibrahim Khan/ });
    // Another moderator takes Ibrahim's chat.
    waiting = waiting.filter((row) => row.conversationId !== 4);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh chats' }));
    await waitFor(() => expect(namesIn(list)).toEqual(['Sumayya Rehman', 'Yahya Chaudhry']));
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: pendingCalls([WAITING]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading chats…');
  },
};

export const Empty: Story = {
  beforeEach: () => reset({ waiting: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No chats are waiting for a teacher.')).toBeVisible();
  },
};

let failures = 0;

/** The server's message under a heading, and Try again asks again (here the service is still down). */
export const Failed: Story = {
  beforeEach: () => {
    failures = 0;
  },
  parameters: {
    msw: {
      handlers: [
        contractHandler(WAITING, () => {
          failures += 1;
          return HttpResponse.json({ success: false, message: 'The academy service is unavailable.' }, { status: 503 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'The chats could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failures).toBe(2));
    await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
  },
};

/** Try again after a failure shows the list once the server answers. */
export const RetryAfterFailure: Story = {
  parameters: { msw: { handlers: [...failingCallsOnce([WAITING]), ...backend] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: /Ibrahim Khan/ })).toBeVisible();
  },
};

/** Right to left in Urdu: the tabs, search and rows mirror. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { defaultTab: 'mine', selectedId: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'میرے سپرد' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('button', { name: /Maryam Iqbal/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'طالب علم کے نام سے تلاش کریں' })).toBeVisible();
  },
};

let markedRead: { query: number[]; body: unknown }[] = [];

/**
 * The page opens the picked chat and marks it read: its unread count goes at once, and the
 * messages waiting in it are marked read on the server (ids in the query and as the body).
 */
export const OpeningClearsUnread: Story = {
  beforeEach: () => {
    markedRead = [];
  },
  parameters: {
    msw: {
      handlers: [
        ...backend,
        contractHandler(chatContract.markMessagesRead, async ({ request }) => {
          const query = new URL(request.url).searchParams.getAll('messageIds').map(Number);
          markedRead.push({ query, body: await request.json() });
          return HttpResponse.json({ success: true, message: 'Marked as read.', updated: query.length });
        }),
      ],
    },
  },
  render: function Render(args) {
    const markConversationRead = useMarkConversationRead();
    const [selectedId, setSelectedId] = useState<number | null>(null);
    return (
      <div className="h-[560px] w-[380px] border border-border">
        <ConversationList
          {...args}
          selectedId={selectedId}
          onSelect={(id) => {
            setSelectedId(id);
            // The page would load the conversation first; the story has it at hand.
            if (id === contractFixtures.unassignedConversationFixture.conversationId) {
              void markConversationRead(contractFixtures.unassignedConversationFixture, contractFixtures.moderatorProfile.userId);
            }
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sumayya = await canvas.findByRole('button', { name: /Sumayya Rehman/ });
    await expect(sumayya).toHaveTextContent('3 unread messages');
    await userEvent.click(sumayya);
    await waitFor(() => expect(sumayya).not.toHaveTextContent(/unread/));
    await waitFor(() => expect(markedRead).toEqual([{ query: [9, 11, 16], body: [9, 11, 16] }]));
    // The other chats keep their counts.
    await expect(canvas.getByRole('button', { name: /Ibrahim Khan/ })).toHaveTextContent('2 unread messages');
  },
};
