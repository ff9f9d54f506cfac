import { HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { chatContract, contractFixtures, type CallDef } from '@/shared/api';
import { chatFileHandlers, contractHandler } from '@/shared/lib/storybook';

/*
 * The moderator panel's server as its stories see it (MSW handlers over the contract's fixtures), for
 * the desktop and the phone layouts alike. The unread-messages poll is left to each story.
 */

const { openConversationFixture, unassignedConversationFixture, closedConversationFixture } = contractFixtures;
const CONVERSATIONS = [openConversationFixture, unassignedConversationFixture, closedConversationFixture];

/** Bodies of the sync-device-v3 calls received; a story empties it before it starts. */
export const deviceRegistrations: unknown[] = [];

/** One page of the summaries of the asked status. */
export const listOf = (call: CallDef, rows: chatContract.ConversationSummary[]) =>
  contractHandler(call, async ({ request }) => {
    const body = (await request.json()) as { status?: string; pageNumber?: number; pageSize?: number };
    const matching = rows.filter((row) => row.status === (body.status ?? 'ACTIVE'));
    return HttpResponse.json(contractFixtures.conversationPageOf(matching, body.pageNumber, body.pageSize));
  });

/** The unread-messages poll (the bell and the inbox) answering `reply`. */
export const unreadReply = (reply: chatContract.UnreadMessages) => contractHandler(chatContract.unreadMessages, () => HttpResponse.json(reply));

export const panelBackend = [
  listOf(chatContract.listUnassignedConversations, contractFixtures.unassignedConversationFixtures),
  listOf(chatContract.listMyConversations, [...contractFixtures.assignedConversationFixtures, ...contractFixtures.completedConversationFixtures]),
  contractHandler(chatContract.getConversation, ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('conversationId'));
    const found = CONVERSATIONS.find((conversation) => conversation.conversationId === id);
    return found ? HttpResponse.json(found) : HttpResponse.json({ success: false, message: 'This conversation does not exist.' }, { status: 404 });
  }),
  contractHandler(chatContract.markMessagesRead, () => HttpResponse.json({ success: true, updated: 0 })),
  contractHandler(chatContract.syncDevice, async ({ request }) => {
    deviceRegistrations.push(await request.json());
    return HttpResponse.json({ success: true });
  }),
  // The stored voice notes and pictures the fixtures point at.
  ...chatFileHandlers,
];

/** After each story: the open chat's voice notes have loaded (their players are no longer busy), so the picture is steady. */
export const voiceNotesLoaded = () =>
  waitFor(() => expect(document.body.querySelectorAll('[role=group][aria-busy=true]')).toHaveLength(0), { timeout: 6000 });
