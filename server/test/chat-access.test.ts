import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatContract } from '@/shared/api/contract';
import { startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { CHAT_MESSAGES: M } = chatContract;

// The demo seed's conversations (see server/db/seed-chat.ts).
const MARYAM_OPEN = 3; // the moderator's, with an image and voice notes
const IBRAHIM_WAITING = 4; // unassigned
const YAHYA_WAITING = 6; // unassigned
const KHADIJA_HOLDS = 7; // held by teacher 7, with voice notes
const TEACHER_7 = 'Khadija Noor';
const AYESHA_PASSED = 8; // the moderator's, closed
const MODERATOR_ID = 3;
const SECOND_MODERATOR = { email: 'moderator2@example.com', password: 'Moderator2!2345' };

async function signIn({ email, password }: { email: string; password: string }): Promise<string> {
  const reply = await server.login(email, password);
  expect(reply.statusCode).toBe(200);
  return reply.headers['x-auth-token'] as string;
}

type Caller = DemoAccount | { token: string };
const tokenOf = async (caller: Caller) => (typeof caller === 'string' ? server.tokenOf(caller) : caller.token);

async function academy(caller: Caller, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) {
  return server.call({ method, url: `/api/academy${url}`, payload, headers, token: await tokenOf(caller) });
}
const conversation = (caller: Caller, id: number, headers?: Record<string, string>) =>
  academy(caller, 'GET', `/chat/conversation?conversationId=${id}`, undefined, headers);
const messagesOf = (caller: Caller, id: number) =>
  academy(caller, 'GET', `/chat/messages?pageNumber=1&pageSize=1000&descending=true&sortProperties=id&conversationId=${id}`);

/** The refusal names the holder, so whoever lost a claim knows who has the chat. */
const expectHeldByAnother = (reply: { statusCode: number; body: string; json: () => unknown }, holder = 'Fatima Siddiqui') => {
  expect(reply.statusCode).toBe(403);
  expect(reply.json()).toEqual({
    success: false,
    message: chatContract.heldByMessage(holder),
    messageCode: 'chat.heldBy',
    messageParams: { name: holder },
  });
  expect(reply.body).not.toContain('/api/storage/files/');
};

describe("reading another teacher's conversation", () => {
  let secondModerator: { token: string };
  beforeAll(async () => {
    secondModerator = { token: await signIn(SECOND_MODERATOR) };
  });

  it('refuses the conversation and its voice-note links to a moderator who does not hold it', async () => {
    expectHeldByAnother(await conversation('moderator', KHADIJA_HOLDS), TEACHER_7);
    expectHeldByAnother(await conversation(secondModerator, MARYAM_OPEN));
    // Completed chats stay their teacher's too.
    expectHeldByAnother(await conversation(secondModerator, AYESHA_PASSED));
  });

  it('refuses it to someone with only the list and view bits', async () => {
    expectHeldByAnother(await conversation('viewer', KHADIJA_HOLDS), TEACHER_7);
    expectHeldByAnother(await conversation('viewer', MARYAM_OPEN));
  });

  it('refuses its messages through the message poll, by conversation id', async () => {
    expectHeldByAnother(await messagesOf('moderator', KHADIJA_HOLDS), TEACHER_7);
    expectHeldByAnother(await messagesOf(secondModerator, MARYAM_OPEN));
    const own = await messagesOf('moderator', MARYAM_OPEN);
    expect(own.statusCode).toBe(200);
    expect(chatContract.unreadMessagesReply.parse(own.json()).content.length).toBeGreaterThan(0);
  });

  it('lets the holder read their open and completed chats, with playable links', async () => {
    for (const id of [MARYAM_OPEN, AYESHA_PASSED]) {
      const reply = await conversation('moderator', id);
      expect(reply.statusCode).toBe(200);
      expect(chatContract.conversation.parse(reply.json())).toMatchObject({ conversationId: id, teacherId: MODERATOR_ID });
    }
  });

  it('lets an administrator (ALL on the moderator panel) read any conversation', async () => {
    const reply = await conversation('admin', KHADIJA_HOLDS);
    expect(reply.statusCode).toBe(200);
    const held = chatContract.conversation.parse(reply.json());
    expect(held.teacherId).toBe(7);
    expect(held.messages.some((message) => message.messageType === 'AUDIO')).toBe(true);
  });

  it('lets anyone with the panel read a waiting chat, and only its teacher once someone takes it', async () => {
    expect((await conversation(secondModerator, IBRAHIM_WAITING)).statusCode).toBe(200);
    expect((await conversation('viewer', IBRAHIM_WAITING)).statusCode).toBe(200);
    const etag = (await conversation(secondModerator, YAHYA_WAITING)).headers.etag as string;

    const taken = await academy('moderator', 'POST', '/chat/send-message-moderator', {
      conversationId: YAHYA_WAITING,
      messageType: 'TEXT',
      messageBody: 'I will listen to your recitation now.',
      createdByAppId: 9,
    });
    expect(taken.statusCode).toBe(200);

    expect((await conversation('moderator', YAHYA_WAITING)).statusCode).toBe(200);
    // A refresh with the ETag of the waiting chat is refused too, not confirmed with a 304.
    expectHeldByAnother(await conversation(secondModerator, YAHYA_WAITING, { 'if-none-match': etag }));
    expectHeldByAnother(await conversation('viewer', YAHYA_WAITING));
  });

  it('still answers 404 for a conversation that does not exist', async () => {
    const missing = await conversation(secondModerator, 9999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
  });
});

describe('a push device belongs to one user', () => {
  const device = (identifier: string, deviceToken: string) => ({
    identifier,
    deviceToken,
    appId: 9,
    osId: 3,
    notification: 1,
    timezone: 'UTC',
    osVersion: 'Android 14',
    appVersion: '',
    model: 'Pixel 8',
    manufacturer: 'Google',
  });
  const sync = (caller: Caller, body: object) => academy(caller, 'POST', '/sync-device-v3', body);
  const rowOf = (identifier: string) => server.db.selectFrom('devices').selectAll().where('identifier', '=', identifier).executeTakeFirstOrThrow();
  const signOut = (token: string) => server.call({ method: 'GET', url: '/api/auth/logout', token });

  it("refuses to move a device to another user while its user's session lasts", async () => {
    const owner = await signIn({ email: 'moderator@example.com', password: 'Moderator!2345' });
    expect((await sync({ token: owner }, device('shared-phone', 'push-of-the-moderator'))).statusCode).toBe(200);

    const intruder = { token: await signIn(SECOND_MODERATOR) };
    const stolen = await sync(intruder, device('shared-phone', 'push-of-the-intruder'));
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toEqual({ success: false, message: M.deviceHeldByAnotherUser, messageCode: 'chat.deviceHeldByAnotherUser' });
    expect(await rowOf('shared-phone')).toMatchObject({ user_id: MODERATOR_ID, device_token: 'push-of-the-moderator' });
    // An administrator is refused the same way.
    expect((await sync('admin', device('shared-phone', 'push-of-the-admin'))).statusCode).toBe(409);
  });

  it('lets its user register it again on every load, from any of their sessions', async () => {
    const first = await signIn({ email: 'moderator@example.com', password: 'Moderator!2345' });
    for (let load = 0; load < 3; load += 1) {
      expect((await sync({ token: first }, device('own-phone', 'push-1'))).statusCode).toBe(200);
    }
    const later = await signIn({ email: 'moderator@example.com', password: 'Moderator!2345' });
    expect((await sync({ token: later }, device('own-phone', 'push-2'))).statusCode).toBe(200);
    const rows = await server.db.selectFrom('devices').selectAll().where('identifier', '=', 'own-phone').execute();
    expect(rows).toMatchObject([{ user_id: MODERATOR_ID, device_token: 'push-2' }]);
  });

  it('passes a shared device to the next user once the first one has signed out', async () => {
    const first = await signIn({ email: 'moderator@example.com', password: 'Moderator!2345' });
    expect((await sync({ token: first }, device('front-desk-tablet', 'push-a'))).statusCode).toBe(200);
    expect((await signOut(first)).statusCode).toBe(200);

    const next = { token: await signIn(SECOND_MODERATOR) };
    expect((await sync(next, device('front-desk-tablet', 'push-b'))).statusCode).toBe(200);
    const row = await rowOf('front-desk-tablet');
    expect(row).toMatchObject({ device_token: 'push-b' });
    expect(row.user_id).not.toBe(MODERATOR_ID);
    // Now it is theirs: the first user, signed in again, waits until they sign out.
    const back = await signIn({ email: 'moderator@example.com', password: 'Moderator!2345' });
    expect((await sync({ token: back }, device('front-desk-tablet', 'push-a'))).statusCode).toBe(409);
  });

  it('passes a device on once the session that registered it has expired', async () => {
    const first = await signIn({ email: 'moderator@example.com', password: 'Moderator!2345' });
    expect((await sync({ token: first }, device('forgotten-phone', 'push-a'))).statusCode).toBe(200);
    server.advance(13 * 60 * 60 * 1000);
    const next = { token: await signIn(SECOND_MODERATOR) };
    expect((await sync(next, device('forgotten-phone', 'push-b'))).statusCode).toBe(200);
    expect((await rowOf('forgotten-phone')).device_token).toBe('push-b');
  });
});
