import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { toneWav } from '@/entities/chat-message';
import { contractFixtures, type chatContract } from '@/shared/api';
import { makePng } from '@/shared/lib/storybook';

/*
 * The moderator panel's server as its stories see it (MSW handlers over the contract's fixtures), for
 * the desktop and the phone layouts alike. The unread-messages poll is left to each story.
 */

export const CHAT_API = '/api/academy/chat';
const { openConversationFixture, unassignedConversationFixture, closedConversationFixture } = contractFixtures;
const CONVERSATIONS = [openConversationFixture, unassignedConversationFixture, closedConversationFixture];

/** Bodies of the sync-device-v3 calls received; a story empties it before it starts. */
export const deviceRegistrations: unknown[] = [];

/** One page of the summaries of the asked status. */
export const listOf = (path: string, rows: chatContract.ConversationSummary[]) =>
  http.post(`${CHAT_API}${path}`, async ({ request }) => {
    const body = (await request.json()) as { status?: string; pageNumber?: number; pageSize?: number };
    const matching = rows.filter((row) => row.status === (body.status ?? 'ACTIVE'));
    return HttpResponse.json(contractFixtures.conversationPageOf(matching, body.pageNumber, body.pageSize));
  });

/** The unread-messages poll (the bell and the inbox) answering `reply`. */
export const unreadReply = (reply: chatContract.UnreadMessages) => http.get(`${CHAT_API}/messages`, () => HttpResponse.json(reply));

export const panelBackend = [
  listOf('/unassigned-conversations', contractFixtures.unassignedConversationFixtures),
  listOf('/conversations', [...contractFixtures.assignedConversationFixtures, ...contractFixtures.completedConversationFixtures]),
  http.get(`${CHAT_API}/conversation`, ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('conversationId'));
    const found = CONVERSATIONS.find((conversation) => conversation.conversationId === id);
    return found ? HttpResponse.json(found) : HttpResponse.json({ success: false, message: 'This conversation does not exist.' }, { status: 404 });
  }),
  http.put(`${CHAT_API}/message/mark-read`, () => HttpResponse.json({ success: true, updated: 0 })),
  http.post('/api/academy/sync-device-v3', async ({ request }) => {
    deviceRegistrations.push(await request.json());
    return HttpResponse.json({ success: true });
  }),
  // The stored voice notes and pictures the fixtures point at.
  http.get('/api/storage/files/chat-audio/:name', () => new HttpResponse(toneWav(), { headers: { 'content-type': 'audio/wav' } })),
  http.get('/api/storage/files/chat-image-private/:name', async () => new HttpResponse(await makePng('photo.png', 320, 200), { headers: { 'content-type': 'image/png' } })),
];

/** After each story: the open chat's voice notes have loaded (their players are no longer busy), so the picture is steady. */
export const voiceNotesLoaded = () =>
  waitFor(() => expect(document.body.querySelectorAll('[role=group][aria-busy=true]')).toHaveLength(0), { timeout: 6000 });
