import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatContract, uploadsContract } from '@/shared/api/contract';
import { DEMO_LEARNERS } from '../db/seed-data';
import { silentMp3 } from '../db/silent-mp3';
import { voiceNoteMp3 } from '../db/voice-mp3';
import { ONE_PIXEL_PNG, pathOf, startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { CHAT_MESSAGES: M, CHAT_REFUSED_CODE } = chatContract;
const ALREADY_ASSIGNED = 'Teacher is already assigned to this conversation';

// The demo seed's conversations (see server/db/seed-chat.ts).
const AYESHA_OPEN = 1; // the moderator's; an unread voice note and an unread text
const HAMZA_OPEN = 2; // the moderator's; one unread voice note
const MARYAM_OPEN = 3; // the moderator's; an image, voice notes both ways, two unread
const IBRAHIM_WAITING = 4; // unassigned
const SUMAYYA_WAITING = 5; // unassigned; text, voice note and image
const YAHYA_WAITING = 6; // unassigned; one voice note
const KHADIJA_HOLDS = 7; // held by teacher 7, not the moderator
const AYESHA_PASSED = 8; // closed
const HAMZA_PASSED = 9; // closed
const MODERATOR_ID = 3;
const ADMIN_ID = 1;
const [ayesha, hamza, , ibrahim, sumayya, yahya] = DEMO_LEARNERS;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
async function as(account: DemoAccount, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return server.call({ method, url: `/api/academy${url}`, payload: payload as object, headers, token: await server.tokenOf(account) });
}
const asLearner = (key: string | undefined, method: Method, url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url: `/api/academy${url}`,
    payload: payload as object,
    headers: key === undefined ? {} : { [chatContract.LEARNER_KEY_HEADER]: key },
  });

const listBody = (extra: object = {}) => ({ pageNumber: 1, pageSize: 10, status: 'ACTIVE', ...extra });
async function list(account: DemoAccount, which: 'mine' | 'unassigned', extra: object = {}) {
  const path = which === 'mine' ? '/chat/conversations' : '/chat/unassigned-conversations';
  const reply = await as(account, 'POST', path, listBody(extra));
  expect(reply.statusCode).toBe(200);
  return chatContract.conversationPage.parse(reply.json());
}
const ids = (page: chatContract.ConversationPage) => page.content.map((row) => row.conversationId);

async function open(conversationId: number, account: DemoAccount = 'moderator') {
  const reply = await as(account, 'GET', `/chat/conversation?conversationId=${conversationId}`);
  expect(reply.statusCode).toBe(200);
  return chatContract.conversation.parse(reply.json());
}

const text = (conversationId: number, messageBody: string, extra: object = {}) => ({
  conversationId,
  messageType: 'TEXT',
  messageBody,
  createdByAppId: 9,
  ...extra,
});
const send = (account: DemoAccount, payload: object) => as(account, 'POST', '/chat/send-message-moderator', payload);

async function bell(account: DemoAccount = 'moderator') {
  const reply = await as(account, 'GET', '/chat/messages?pageNumber=1&pageSize=1000&descending=true&sortProperties=id&read=false&conversationId=0');
  expect(reply.statusCode).toBe(200);
  return chatContract.unreadMessagesReply.parse(reply.json());
}
const unreadAudio = (page: chatContract.UnreadMessages) => page.content.filter((message) => message.messageType === 'AUDIO').length;

/** Presigns a chat upload as a staff member and sends the bytes; returns the stored file's key. */
async function uploadAs(account: DemoAccount, category: 'CHAT_AUDIO' | 'CHAT_IMAGE_PRIVATE', bytes?: Buffer) {
  const fileName = category === 'CHAT_AUDIO' ? 'reply.mp3' : 'photo.png';
  const reply = await as(account, 'GET', `/presignedurl?fileCategory=${category}&fileName=${fileName}`);
  expect(reply.statusCode).toBe(200);
  const { url, imageKey } = uploadsContract.presignedUrlReply.parse(reply.json());
  if (bytes) await putFile(url, bytes, category);
  return imageKey;
}
async function putFile(url: string, bytes: Buffer, category: string) {
  const contentType = category === 'CHAT_AUDIO' ? 'audio/mpeg' : 'image/png';
  const stored = await server.app.inject({ method: 'PUT', url: pathOf(url), payload: bytes, headers: { 'content-type': contentType } });
  expect(stored.statusCode).toBe(200);
}

/** The catalogue codes of the two chat refusals (both answer with the spec's code 103). */
const REFUSAL_CODES: Record<string, string> = {
  [ALREADY_ASSIGNED]: 'chat.teacherAlreadyAssigned',
  [M.conversationClosed]: 'chat.conversationClosed',
};

const expectRefused = (reply: { statusCode: number; json: () => unknown }, message: string) => {
  expect(reply.statusCode).toBe(409);
  expect(reply.json()).toEqual({ success: false, message, code: CHAT_REFUSED_CODE, messageCode: REFUSAL_CODES[message] });
};

describe('chat lists', () => {
  it('lists the conversations nobody holds, most unread first, 10 a page', async () => {
    const page = await list('moderator', 'unassigned');
    expect(page).toMatchObject({ totalRecords: 3, pageNumber: 1, totalPages: 1 });
    expect(ids(page)).toEqual([SUMAYYA_WAITING, IBRAHIM_WAITING, YAHYA_WAITING]);
    expect(page.content.map((row) => row.unreadCount)).toEqual([3, 2, 1]);
    expect(page.content[0]).toMatchObject({
      userId: sumayya.id,
      userName: 'Sumayya Rehman',
      teacherId: null,
      teacherName: null,
      courseId: 5,
      courseTitle: 'Short Surahs: Weekly Recitation',
      courseType: 'SHORT_SURAHS',
      weekNumber: 1,
      assignmentNumber: 1,
      dayNumber: 1,
      levelId: null,
      exerciseId: null,
      status: 'ACTIVE',
      lastMessage: { messageType: 'IMAGE', senderId: sumayya.id, receiverId: 0, isRead: false },
    });
    expect(page.content[1]).toMatchObject({ levelId: 1, exerciseId: 2, weekNumber: null, courseType: 'QURAN_CIRCLE' });
  });

  it("lists the caller's own open conversations (Assigned to Me) and not another teacher's", async () => {
    const mine = await list('moderator', 'mine');
    expect(ids(mine)).toEqual([MARYAM_OPEN, AYESHA_OPEN, HAMZA_OPEN]);
    expect(mine.content.every((row) => row.teacherId === MODERATOR_ID && row.teacherName === 'Fatima Siddiqui')).toBe(true);
    expect(ids(mine)).not.toContain(KHADIJA_HOLDS);
    expect((await list('admin', 'mine')).totalRecords).toBe(0);
  });

  it('lists completed conversations by update time, the latest first', async () => {
    const closed = await list('moderator', 'mine', { status: 'CLOSED' });
    expect(ids(closed)).toEqual([HAMZA_PASSED, AYESHA_PASSED]);
    expect(closed.content.every((row) => row.status === 'CLOSED' && row.unreadCount === 0)).toBe(true);
    expect((await list('moderator', 'unassigned', { status: 'CLOSED' })).totalRecords).toBe(0);
  });

  it('follows multiSortProperties, tie-breaking by the newest conversation', async () => {
    const byName = await list('moderator', 'mine', { status: 'CLOSED', multiSortProperties: [{ field: 'userName', desc: false }] });
    expect(ids(byName)).toEqual([AYESHA_PASSED, HAMZA_PASSED]);
    const oldestFirst = await list('moderator', 'unassigned', { multiSortProperties: [{ field: 'updatedAt', desc: false }] });
    expect(ids(oldestFirst)).toEqual([SUMAYYA_WAITING, YAHYA_WAITING, IBRAHIM_WAITING]);
    const byId = await list('moderator', 'mine', { multiSortProperties: [{ field: 'conversationId', desc: false }] });
    expect(ids(byId)).toEqual([AYESHA_OPEN, HAMZA_OPEN, MARYAM_OPEN]);
  });

  it('searches by part of the name, in any case, taking wildcards literally', async () => {
    expect(ids(await list('moderator', 'unassigned', { userName: 'suMAY' }))).toEqual([SUMAYYA_WAITING]);
    expect(ids(await list('moderator', 'mine', { userName: ' iqbal ' }))).toEqual([MARYAM_OPEN]);
    expect((await list('moderator', 'unassigned', { userName: '%' })).totalRecords).toBe(0);
    expect((await list('moderator', 'unassigned', { userName: '_' })).totalRecords).toBe(0);
    expect((await list('moderator', 'unassigned', { userName: '' })).totalRecords).toBe(3);
  });

  it('pages without overlap', async () => {
    const first = await list('moderator', 'unassigned', { pageSize: 2 });
    const second = await list('moderator', 'unassigned', { pageSize: 2, pageNumber: 2 });
    expect(first).toMatchObject({ totalRecords: 3, totalPages: 2, pageNumber: 1 });
    expect(second.pageNumber).toBe(2);
    expect([...ids(first), ...ids(second)].sort()).toEqual([IBRAHIM_WAITING, SUMAYYA_WAITING, YAHYA_WAITING].sort());
    expect((await list('moderator', 'unassigned', { pageNumber: 5 })).content).toEqual([]);
  });

  it('uses the default page size of 10 and answers a bad body with 400', async () => {
    const reply = await as('moderator', 'POST', '/chat/unassigned-conversations', {});
    expect(reply.statusCode).toBe(200);
    expect(reply.json().content).toHaveLength(3);
    for (const bad of [
      { status: 'OPEN' },
      { pageSize: 0 },
      { pageNumber: 'two' },
      { multiSortProperties: [{ field: 'learnerPhone', desc: true }] },
      { multiSortProperties: 'unreadCount' },
      { userName: 'x'.repeat(101) },
    ]) {
      const refused = await as('moderator', 'POST', '/chat/conversations', listBody(bad));
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe('one conversation', () => {
  it('has every message oldest first, media as signed links that play', async () => {
    const conversation = await open(MARYAM_OPEN);
    expect(conversation).toMatchObject({ userName: 'Maryam Iqbal', teacherId: MODERATOR_ID, courseTitle: 'Weekly Quran Circle', unreadCount: 2 });
    const types = conversation.messages.map((message) => message.messageType);
    expect(types).toEqual(['IMAGE', 'AUDIO', 'TEXT', 'TEXT', 'TEXT', 'AUDIO']);
    const dates = conversation.messages.map((message) => message.sentDate);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates.map((date) => date.slice(0, 10))).size).toBeGreaterThanOrEqual(3);
    expect(conversation.lastMessage?.messageId).toBe(conversation.messages.at(-1)?.messageId);

    const [image, voice] = conversation.messages;
    expect(image?.messageBody).toMatch(/\/api\/storage\/files\/chat-image-private\/.+\?expires=\d+&signature=/);
    const picture = await server.app.inject({ method: 'GET', url: pathOf(image!.messageBody) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(picture.rawPayload.readUInt32BE(16)).toBeGreaterThanOrEqual(50); // width within the chat image rule

    expect(voice).toMatchObject({ senderId: MODERATOR_ID, receiverId: 1003, createdByAppId: 9, isRead: true });
    const audio = await server.app.inject({ method: 'GET', url: pathOf(voice!.messageBody) });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    // Whole MP3 frames of 417 bytes whose main data is not all zero: a note that can be heard.
    expect(audio.rawPayload.length % 417).toBe(0);
    expect(audio.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0xff, 0xfb, 0x90, 0xc0]));
    expect(audio.rawPayload.some((byte, index) => index % 417 >= 21 && byte !== 0)).toBe(true);
  });

  it('refuses private chat media without a valid signature', async () => {
    const conversation = await open(SUMAYYA_WAITING);
    for (const message of conversation.messages.filter((one) => one.messageType !== 'TEXT')) {
      const signed = new URL(message.messageBody, 'http://localhost');
      const bare = await server.app.inject({ method: 'GET', url: signed.pathname });
      expect(bare.statusCode).toBe(403);
      expect(bare.json()).toMatchObject({ success: false, message: expect.any(String) });
      const forged = await server.app.inject({ method: 'GET', url: `${signed.pathname}?expires=${signed.searchParams.get('expires')}&signature=forged` });
      expect(forged.statusCode).toBe(403);
      const later = await server.app.inject({ method: 'GET', url: `${signed.pathname}?expires=9999999999&signature=${signed.searchParams.get('signature')}` });
      expect(later.statusCode).toBe(403);
    }
  });

  it('answers an unchanged conversation with 304 and a changed one with a new ETag', async () => {
    const url = `/chat/conversation?conversationId=${MARYAM_OPEN}`;
    const first = await as('moderator', 'GET', url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await as('moderator', 'GET', url, undefined, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await send('moderator', text(MARYAM_OPEN, 'I will listen to it now.'))).statusCode).toBe(200);
    const changed = await as('moderator', 'GET', url, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 404 for a conversation that does not exist and 400 for a bad id', async () => {
    const missing = await as('moderator', 'GET', '/chat/conversation?conversationId=9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: M.notFound, messageCode: 'chat.notFound' });
    for (const query of ['', '?conversationId=abc', '?conversationId=0', '?conversationId=-3']) {
      expect((await as('moderator', 'GET', `/chat/conversation${query}`)).statusCode).toBe(400);
    }
  });
});

describe('the message poll (bell)', () => {
  it("gives the moderator unread messages sent to them and those waiting unassigned", async () => {
    const page = await bell();
    expect(page.totalRecords).toBe(page.content.length);
    expect(page.content.every((message) => !message.isRead && [MODERATOR_ID, 0].includes(message.receiverId))).toBe(true);
    // Three voice notes in the moderator's threads and three waiting in unassigned ones.
    expect(unreadAudio(page)).toBe(6);
    expect(page.content.filter((message) => message.receiverId === MODERATOR_ID && message.messageType === 'AUDIO')).toHaveLength(3);
    const messageIds = page.content.map((message) => message.messageId);
    expect([...messageIds].sort((a, b) => b - a)).toEqual(messageIds);
    // Another teacher's learner message never reaches this moderator.
    expect(page.content.some((message) => message.conversationId === KHADIJA_HOLDS)).toBe(false);
  });

  it('answers an unchanged poll with 304', async () => {
    const url = '/chat/messages?read=false&pageSize=1000';
    const first = await as('moderator', 'GET', url);
    const etag = first.headers.etag as string;
    expect((await as('moderator', 'GET', url, undefined, { 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe('sending a reply', () => {
  it('sends text in a conversation the moderator holds', async () => {
    const before = await open(AYESHA_OPEN);
    server.advance(60 * 1000);
    const reply = await send('moderator', text(AYESHA_OPEN, '  Wa iyyaki, keep going!  ', { courseId: 1, senderId: MODERATOR_ID, receiverId: ayesha.id, weekNumber: 3, assignmentNumber: 2, courseType: 'TAJWEED_BASICS', levelId: 0 }));
    expect(reply.statusCode).toBe(200);
    const sent = chatContract.sendModeratorMessage.reply.parse(reply.json());
    expect(sent.data).toMatchObject({ conversationId: AYESHA_OPEN, senderId: MODERATOR_ID, receiverId: ayesha.id, messageType: 'TEXT', messageBody: 'Wa iyyaki, keep going!', isRead: false, createdByAppId: 9, readDate: null });
    const after = await open(AYESHA_OPEN);
    expect(after.messages.at(-1)?.messageId).toBe(sent.data.messageId);
    expect(after.updatedAt > before.updatedAt).toBe(true);
  });

  it("refuses an empty message with the spec's words", async () => {
    for (const messageBody of ['', '   ']) {
      const reply = await send('moderator', text(AYESHA_OPEN, messageBody));
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, message: 'Please enter text or record audio', fields: { messageBody: 'Please enter text or record audio' } });
    }
    const missing = await send('moderator', { conversationId: AYESHA_OPEN, messageType: 'TEXT' });
    expect(missing.json().message).toBe('Please enter text or record audio');
  });

  it('refuses a body that does not agree with the caller or the conversation', async () => {
    expect((await send('moderator', text(AYESHA_OPEN, 'hi', { senderId: ADMIN_ID }))).statusCode).toBe(403);
    const receiver = await send('moderator', text(AYESHA_OPEN, 'hi', { receiverId: hamza.id }));
    expect(receiver.statusCode).toBe(400);
    expect(receiver.json().message).toBe(M.wrongReceiver);
    expect((await send('moderator', text(AYESHA_OPEN, 'hi', { courseId: 2 }))).json().message).toBe(M.wrongCourse);
    const app = await send('moderator', text(AYESHA_OPEN, 'hi', { createdByAppId: 4 }));
    expect(app.statusCode).toBe(400);
    expect(app.json().message).toBe(M.appId);
    for (const bad of [
      { ...text(AYESHA_OPEN, 'hi'), messageType: 'VIDEO' },
      { ...text(AYESHA_OPEN, 'hi'), conversationId: 'one' },
      { ...text(AYESHA_OPEN, 'x'.repeat(5001)) },
    ]) {
      expect((await send('moderator', bad)).statusCode).toBe(400);
    }
    const nowhere = await send('moderator', text(9999, 'hi'));
    expect(nowhere.statusCode).toBe(404);
  });

  it("refuses to answer another teacher's conversation with code 103", async () => {
    expectRefused(await send('moderator', text(KHADIJA_HOLDS, 'May I help?')), ALREADY_ASSIGNED);
    expect((await open(KHADIJA_HOLDS, 'admin')).teacherId).toBe(7);
  });

  it('refuses to answer a closed conversation with code 103', async () => {
    expectRefused(await send('moderator', text(AYESHA_PASSED, 'One more thing')), M.conversationClosed);
  });

  it('sends a voice note and an image uploaded through chat upload links', async () => {
    const voiceKey = await uploadAs('moderator', 'CHAT_AUDIO', voiceNoteMp3(1));
    const voice = await send('moderator', { conversationId: HAMZA_OPEN, messageType: 'AUDIO', messageBody: voiceKey, createdByAppId: 9 });
    expect(voice.statusCode).toBe(200);
    const played = await server.app.inject({ method: 'GET', url: pathOf(voice.json().data.messageBody) });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/mpeg');

    const imageKey = await uploadAs('moderator', 'CHAT_IMAGE_PRIVATE', ONE_PIXEL_PNG);
    const image = await send('moderator', { conversationId: HAMZA_OPEN, messageType: 'IMAGE', messageBody: imageKey });
    expect(image.statusCode).toBe(200);
    expect(image.json().data.messageBody).toMatch(/chat-image-private\/.+signature=/);
    expect((await open(HAMZA_OPEN)).messages.slice(-2).map((message) => message.messageType)).toEqual(['AUDIO', 'IMAGE']);
  });

  it('refuses media that is not a finished chat upload of the sender', async () => {
    const notYetSent = await uploadAs('moderator', 'CHAT_AUDIO');
    const pending = await send('moderator', { conversationId: HAMZA_OPEN, messageType: 'AUDIO', messageBody: notYetSent });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe(M.fileNotReceived);

    const image = await uploadAs('moderator', 'CHAT_IMAGE_PRIVATE', ONE_PIXEL_PNG);
    const mismatch = await send('moderator', { conversationId: HAMZA_OPEN, messageType: 'AUDIO', messageBody: image });
    expect(mismatch.json().message).toBe(M.fileWrongKind);

    const someoneElses = await uploadAs('admin', 'CHAT_AUDIO', silentMp3(1));
    const foreign = await send('moderator', { conversationId: HAMZA_OPEN, messageType: 'AUDIO', messageBody: someoneElses });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(M.fileNotYours);

    for (const messageBody of ['https://example.com/a.mp3', 'chat-audio/../../secret.key', 'course-image/00000000-0000-0000-0000-000000000000-a.png']) {
      const reply = await send('moderator', { conversationId: HAMZA_OPEN, messageType: 'AUDIO', messageBody });
      expect(reply.statusCode, messageBody).toBe(400);
      expect(reply.json().message).toBe(M.fileMissing);
    }
  });
});

describe('taking an unassigned conversation', () => {
  it('gives the conversation to the first teacher who answers, with its waiting messages', async () => {
    const reply = await send('moderator', text(YAHYA_WAITING, 'Wa alaikum assalam Yahya, let us listen.'));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.receiverId).toBe(yahya.id);
    const conversation = await open(YAHYA_WAITING);
    expect(conversation).toMatchObject({ teacherId: MODERATOR_ID, teacherName: 'Fatima Siddiqui', status: 'ACTIVE' });
    expect(conversation.messages[0]).toMatchObject({ senderId: yahya.id, receiverId: MODERATOR_ID });
    expect(ids(await list('moderator', 'unassigned'))).not.toContain(YAHYA_WAITING);
    expect(ids(await list('moderator', 'mine'))).toContain(YAHYA_WAITING);
    // The admin now sees it as someone else's, and its voice note left the admin's poll.
    expectRefused(await send('admin', text(YAHYA_WAITING, 'Me too')), ALREADY_ASSIGNED);
    expect((await bell('admin')).content.some((message) => message.conversationId === YAHYA_WAITING)).toBe(false);
  });

  it('lets exactly one of two teachers answering at once take it; the other gets 103', async () => {
    const [moderator, admin] = await Promise.all([
      send('moderator', text(IBRAHIM_WAITING, 'Yes, your madd is fine.')),
      send('admin', text(IBRAHIM_WAITING, 'Let me check it.')),
    ]);
    const outcomes = [moderator, admin].map((reply) => reply.statusCode).sort();
    expect(outcomes).toEqual([200, 409]);
    const loser = moderator.statusCode === 409 ? moderator : admin;
    expectRefused(loser, ALREADY_ASSIGNED);
    const winnerId = moderator.statusCode === 200 ? MODERATOR_ID : ADMIN_ID;
    // Opened by whoever won: a moderator may not open a conversation the administrator took.
    const conversation = await open(IBRAHIM_WAITING, moderator.statusCode === 200 ? 'moderator' : 'admin');
    expect(conversation.teacherId).toBe(winnerId);
    // Exactly one reply was stored.
    expect(conversation.messages.filter((message) => message.senderId !== ibrahim.id)).toHaveLength(1);
  });

  it('holds under repeated races on fresh conversations', async () => {
    for (let round = 1; round <= 5; round++) {
      const opened = await asLearner(hamza.key, 'POST', '/chat/learner/submission', {
        courseId: 4,
        levelId: 10 + round,
        exerciseId: 1,
        messageType: 'TEXT',
        messageBody: `Race round ${round}`,
      });
      expect(opened.statusCode).toBe(200);
      const conversationId = opened.json().conversationId as number;
      const replies = await Promise.all([
        send('moderator', text(conversationId, 'mine')),
        send('admin', text(conversationId, 'mine')),
        send('moderator', { ...text(conversationId, 'close it'), messageBody: 'again' }),
      ]);
      const won = replies.filter((reply) => reply.statusCode === 200).length;
      const lost = replies.filter((reply) => reply.statusCode === 409);
      lost.forEach((reply) => expectRefused(reply, ALREADY_ASSIGNED));
      const holder = (await open(conversationId, 'admin')).teacherId; // the administrator reads whoever holds it
      // Both moderator calls succeed when the moderator wins; only the admin's when the admin does.
      expect(won).toBe(holder === MODERATOR_ID ? 2 : 1);
      expect(lost).toHaveLength(holder === MODERATOR_ID ? 1 : 2);
    }
  });
});

describe('marking messages read', () => {
  it('marks the messages sent to the caller and sets read receipts', async () => {
    const before = await open(AYESHA_OPEN);
    const unread = before.messages.filter((message) => !message.isRead && message.receiverId === MODERATOR_ID);
    expect(unread).toHaveLength(2);
    const bellBefore = await bell();
    const messageIds = unread.map((message) => message.messageId);
    const query = messageIds.map((id) => `messageIds=${id}`).join('&');
    const reply = await as('moderator', 'PUT', `/chat/message/mark-read?${query}`, { messageIds });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, updated: 2 });

    const after = await open(AYESHA_OPEN);
    expect(after.unreadCount).toBe(0);
    for (const id of messageIds) {
      const message = after.messages.find((one) => one.messageId === id)!;
      expect(message.isRead).toBe(true);
      expect(message.readDate).toEqual(expect.any(String));
    }
    const bellAfter = await bell();
    expect(bellAfter.totalRecords).toBe(bellBefore.totalRecords - 2);
    // Marking again changes nothing.
    expect((await as('moderator', 'PUT', `/chat/message/mark-read?${query}`)).json()).toEqual({ success: true, updated: 0 });
  });

  it('takes the ids as a list body too, and marks messages waiting unassigned', async () => {
    const waiting = (await open(SUMAYYA_WAITING)).messages.map((message) => message.messageId);
    const reply = await as('moderator', 'PUT', '/chat/message/mark-read', waiting);
    expect(reply.json()).toEqual({ success: true, updated: 3 });
    expect((await open(SUMAYYA_WAITING)).unreadCount).toBe(0);
  });

  it('refuses messages that were not sent to the caller, unknown ids and an empty choice', async () => {
    const mine = (await open(MARYAM_OPEN)).messages.find((message) => message.senderId === MODERATOR_ID)!;
    const notReceived = await as('moderator', 'PUT', '/chat/message/mark-read', { messageIds: [mine.messageId] });
    expect(notReceived.statusCode).toBe(403);
    expect(notReceived.json().message).toBe(M.notYourMessage);
    const khadijas = (await open(KHADIJA_HOLDS, 'admin')).messages.find((message) => !message.isRead)!;
    expect((await as('moderator', 'PUT', '/chat/message/mark-read', [khadijas.messageId])).statusCode).toBe(403);
    expect((await open(KHADIJA_HOLDS, 'admin')).unreadCount).toBe(1);

    const unknown = await as('moderator', 'PUT', '/chat/message/mark-read', [987654]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No message has the id 987654.');
    const none = await as('moderator', 'PUT', '/chat/message/mark-read', { messageIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(M.noMessageChosen);
    for (const bad of ['?messageIds=abc', '?messageIds=-1']) {
      expect((await as('moderator', 'PUT', `/chat/message/mark-read${bad}`)).statusCode).toBe(400);
    }
    expect((await as('moderator', 'PUT', '/chat/message/mark-read', { messageIds: 'all' })).statusCode).toBe(400);
  });
});

describe('closing a conversation', () => {
  const close = (account: DemoAccount, id: number, payload: object = { status: 'CLOSED', createdByAppId: 9 }) =>
    as(account, 'PATCH', `/chat/conversation/${id}`, payload);

  it('marks it as pass: status CLOSED, listed under Completed, no more replies', async () => {
    const reply = await close('moderator', HAMZA_OPEN);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, status: 'CLOSED' });
    expect((await open(HAMZA_OPEN)).status).toBe('CLOSED');
    expect(ids(await list('moderator', 'mine', { status: 'CLOSED' }))[0]).toBe(HAMZA_OPEN);
    expect(ids(await list('moderator', 'mine'))).not.toContain(HAMZA_OPEN);
    expectRefused(await send('moderator', text(HAMZA_OPEN, 'Wait')), M.conversationClosed);
    // Closing again changes nothing.
    expect((await close('moderator', HAMZA_OPEN)).statusCode).toBe(200);
  });

  it("takes an unassigned conversation as it closes it, and refuses another teacher's", async () => {
    expect((await close('moderator', SUMAYYA_WAITING)).statusCode).toBe(200);
    expect(await open(SUMAYYA_WAITING)).toMatchObject({ status: 'CLOSED', teacherId: MODERATOR_ID });
    expectRefused(await close('admin', SUMAYYA_WAITING), ALREADY_ASSIGNED);
    expectRefused(await close('moderator', KHADIJA_HOLDS), ALREADY_ASSIGNED);
    expect((await open(KHADIJA_HOLDS, 'admin')).status).toBe('ACTIVE');
  });

  it('only sets CLOSED and answers bad input with 4xx', async () => {
    const reopen = await close('moderator', AYESHA_PASSED, { status: 'ACTIVE' });
    expect(reopen.statusCode).toBe(400);
    expect(reopen.json().message).toBe(M.onlyClose);
    expect((await close('moderator', AYESHA_OPEN, {})).statusCode).toBe(400);
    expect((await close('moderator', AYESHA_OPEN, { status: 'CLOSED', createdByAppId: 1 })).statusCode).toBe(400);
    expect((await as('moderator', 'PATCH', '/chat/conversation/abc', { status: 'CLOSED' })).statusCode).toBe(400);
    const missing = await close('moderator', 9999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
  });
});

describe('device registration (sync-device-v3)', () => {
  const device = (extra: object = {}) => ({
    osVersion: 'Android 14',
    identifier: 'device-abc-123',
    appId: 9,
    osId: 3,
    notification: 1,
    timezone: 'America/New_York',
    deviceToken: 'push-token-1',
    appVersion: '2.4.0',
    model: 'Pixel 8',
    manufacturer: 'Google',
    ...extra,
  });

  it('registers a device and updates it on the next sync; another user cannot take it over', async () => {
    const first = await as('moderator', 'POST', '/sync-device-v3', device());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: M.deviceRegistered, messageCode: 'chat.deviceRegistered' });
    await as('moderator', 'POST', '/sync-device-v3', device({ deviceToken: 'push-token-2', timezone: 'UTC' }));
    let rows = await server.db.selectFrom('devices').selectAll().where('identifier', '=', 'device-abc-123').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: MODERATOR_ID, device_token: 'push-token-2', timezone: 'UTC', os_id: 3, model: 'Pixel 8' });
    // Who may take a device over, and when: server/test/chat-access.test.ts.
    expect((await as('admin', 'POST', '/sync-device-v3', device({ notification: 0 }))).statusCode).toBe(409);
    rows = await server.db.selectFrom('devices').selectAll().where('identifier', '=', 'device-abc-123').execute();
    expect(rows).toMatchObject([{ user_id: MODERATOR_ID, notification: 1 }]);
  });

  it('answers bad input with 400 and a message', async () => {
    const zone = await as('moderator', 'POST', '/sync-device-v3', device({ timezone: 'Mars/Olympus' }));
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toBe(M.timezone);
    for (const bad of [{ appId: 8 }, { deviceToken: '' }, { identifier: undefined }, { osId: 'web' }, { notification: 2 }]) {
      const reply = await as('moderator', 'POST', '/sync-device-v3', device(bad));
      expect(reply.statusCode, JSON.stringify(bad)).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe("a learner's submissions", () => {
  const submission = (extra: object = {}) => ({ courseId: 1, weekNumber: 4, assignmentNumber: 1, messageType: 'TEXT', messageBody: 'My week 4 recitation notes.', ...extra });

  it('needs a valid learner key', async () => {
    const none = await asLearner(undefined, 'POST', '/chat/learner/submission', submission());
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: M.learnerKeyMissing, messageCode: 'chat.learnerKeyMissing' });
    const wrong = await asLearner('not-a-learner', 'POST', '/chat/learner/submission', submission());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(M.learnerKeyInvalid);
    expect((await asLearner('x'.repeat(500), 'POST', '/chat/learner/submission', submission())).statusCode).toBe(401);
    // A staff session is not a learner key.
    const staff = await as('moderator', 'POST', '/chat/learner/submission', submission());
    expect(staff.statusCode).toBe(401);
  });

  it('opens a conversation with the first message of an assignment; later ones join it', async () => {
    const first = await asLearner(yahya.key, 'POST', '/chat/learner/submission', submission({ dayNumber: 2, createdByAppId: 3 }));
    expect(first.statusCode).toBe(200);
    const opened = chatContract.learnerSubmission.reply.parse(first.json());
    expect(opened).toMatchObject({ success: true, created: true, data: { senderId: yahya.id, receiverId: 0, messageType: 'TEXT', createdByAppId: 3 } });
    const second = chatContract.learnerSubmission.reply.parse(
      (await asLearner(yahya.key, 'POST', '/chat/learner/submission', submission({ messageBody: 'And one more question.' }))).json(),
    );
    expect(second).toMatchObject({ created: false, conversationId: opened.conversationId });

    const waiting = await list('moderator', 'unassigned', { userName: 'yahya' });
    expect(waiting.content[0]).toMatchObject({
      conversationId: opened.conversationId,
      userId: yahya.id,
      userName: 'Yahya Chaudhry',
      courseId: 1,
      courseType: 'TAJWEED_BASICS',
      weekNumber: 4,
      assignmentNumber: 1,
      dayNumber: 2,
      unreadCount: 2,
      teacherId: null,
    });
    expect((await bell()).content.some((message) => message.messageId === opened.data.messageId)).toBe(true);
  });

  it("goes to the conversation's teacher once someone holds it, and is refused once it is closed", async () => {
    const reply = await asLearner(ayesha.key, 'POST', '/chat/learner/submission', submission({ weekNumber: 3, assignmentNumber: 2, messageBody: 'Here is the corrected version.' }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ conversationId: AYESHA_OPEN, created: false, data: { receiverId: MODERATOR_ID } });
    expect((await bell()).content.some((message) => message.messageId === reply.json().data.messageId)).toBe(true);

    const passed = await asLearner(ayesha.key, 'POST', '/chat/learner/submission', submission({ weekNumber: 2, assignmentNumber: 1 }));
    expectRefused(passed, M.conversationClosed);
  });

  it('names assignments by week on weekly courses and by level and session on the others', async () => {
    const weekly = await asLearner(ibrahim.key, 'POST', '/chat/learner/submission', { courseId: 5, messageType: 'TEXT', messageBody: 'hi' });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().fields).toMatchObject({ weekNumber: M.weekAndAssignment, assignmentNumber: M.weekAndAssignment });
    const levelled = await asLearner(ibrahim.key, 'POST', '/chat/learner/submission', { courseId: 2, weekNumber: 1, assignmentNumber: 1, messageType: 'TEXT', messageBody: 'hi' });
    expect(levelled.statusCode).toBe(400);
    expect(levelled.json().fields).toMatchObject({ levelId: M.levelAndSession, exerciseId: M.levelAndSession });
    const unknown = await asLearner(ibrahim.key, 'POST', '/chat/learner/submission', { courseId: 77, levelId: 1, exerciseId: 1, messageType: 'TEXT', messageBody: 'hi' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(M.courseNotFound);
    for (const bad of [
      submission({ messageBody: ' ' }),
      submission({ weekNumber: 16 }),
      submission({ assignmentNumber: 0 }),
      submission({ courseType: 'online tajweed' }),
      submission({ messageType: 'STICKER' }),
      [submission()],
      'hello',
    ]) {
      const reply = await asLearner(ibrahim.key, 'POST', '/chat/learner/submission', bad);
      expect(reply.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, JSON.stringify(bad)).toBeLessThan(500);
      expect(reply.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('sends a voice note and an image through learner upload links', async () => {
    const upload = async (key: string, category: 'CHAT_AUDIO' | 'CHAT_IMAGE_PRIVATE', bytes: Buffer) => {
      const presigned = await asLearner(key, 'GET', `/chat/learner/presignedurl?fileCategory=${category}&fileName=take.${category === 'CHAT_AUDIO' ? 'mp3' : 'png'}`);
      expect(presigned.statusCode).toBe(200);
      const { url, imageKey } = uploadsContract.presignedUrlReply.parse(presigned.json());
      await putFile(url, bytes, category);
      return imageKey;
    };
    const voice = await upload(ibrahim.key, 'CHAT_AUDIO', silentMp3(2));
    const sent = await asLearner(ibrahim.key, 'POST', '/chat/learner/submission', { courseId: 2, levelId: 1, exerciseId: 3, messageType: 'AUDIO', messageBody: voice });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ created: true, data: { messageType: 'AUDIO', receiverId: 0 } });
    const conversation = await open(sent.json().conversationId);
    const played = await server.app.inject({ method: 'GET', url: pathOf(conversation.messages[0]!.messageBody) });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/mpeg');

    const photo = await upload(ibrahim.key, 'CHAT_IMAGE_PRIVATE', ONE_PIXEL_PNG);
    const image = await asLearner(ibrahim.key, 'POST', '/chat/learner/submission', { courseId: 2, levelId: 1, exerciseId: 3, messageType: 'IMAGE', messageBody: photo });
    expect(image.json()).toMatchObject({ created: false, data: { messageType: 'IMAGE' } });

    // Someone else's file, a staff member's file, and a category learners cannot upload.
    expect((await asLearner(hamza.key, 'POST', '/chat/learner/submission', { courseId: 2, levelId: 1, exerciseId: 3, messageType: 'AUDIO', messageBody: voice })).statusCode).toBe(403);
    const staffFile = await uploadAs('moderator', 'CHAT_AUDIO', silentMp3(1));
    expect((await asLearner(ibrahim.key, 'POST', '/chat/learner/submission', { courseId: 2, levelId: 1, exerciseId: 3, messageType: 'AUDIO', messageBody: staffFile })).statusCode).toBe(403);
    const course = await asLearner(ibrahim.key, 'GET', '/chat/learner/presignedurl?fileCategory=COURSE_IMAGE&fileName=x.png');
    expect(course.statusCode).toBe(400);
    expect(course.json().message).toBe(M.chatCategoryOnly);
    expect((await asLearner(undefined, 'GET', '/chat/learner/presignedurl?fileCategory=CHAT_AUDIO&fileName=x.mp3')).statusCode).toBe(401);
  });

  it('opens one conversation however many first submissions arrive at once', async () => {
    const body = submission({ courseId: 5, weekNumber: 9, assignmentNumber: 3, messageBody: 'At once' });
    const replies = await Promise.all(Array.from({ length: 4 }, () => asLearner(sumayya.key, 'POST', '/chat/learner/submission', body)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.json().conversationId)).size).toBe(1);
    expect(replies.filter((reply) => reply.json().created)).toHaveLength(1);
  });
});

describe('permissions', () => {
  const calls: { name: string; method: Method; url: string; payload?: object; bit: 'list' | 'view' | 'add' | 'edit' }[] = [
    { name: 'my conversations', method: 'POST', url: '/chat/conversations', payload: listBody(), bit: 'list' },
    { name: 'unassigned conversations', method: 'POST', url: '/chat/unassigned-conversations', payload: listBody(), bit: 'list' },
    { name: 'a conversation', method: 'GET', url: `/chat/conversation?conversationId=${MARYAM_OPEN}`, bit: 'view' },
    { name: 'the message poll', method: 'GET', url: '/chat/messages?read=false', bit: 'list' },
    { name: 'a reply', method: 'POST', url: '/chat/send-message-moderator', payload: text(MARYAM_OPEN, 'hello'), bit: 'add' },
    { name: 'mark read', method: 'PUT', url: '/chat/message/mark-read', payload: { messageIds: [1] }, bit: 'edit' },
    { name: 'close', method: 'PATCH', url: `/chat/conversation/${MARYAM_OPEN}`, payload: { status: 'CLOSED' }, bit: 'edit' },
    {
      name: 'device sync',
      method: 'POST',
      url: '/sync-device-v3',
      payload: { identifier: 'perm-device', deviceToken: 't', appId: 9, osId: 3, timezone: 'UTC' },
      bit: 'list',
    },
  ];

  it.each(calls)('nobody signed in → $name answers 401', async ({ method, url, payload }) => {
    const reply = await server.app.inject({ method, url: `/api/academy${url}`, payload });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it.each(calls)('without the moderator panel (content team, first sign-in) → $name answers 403', async ({ method, url, payload }) => {
    for (const account of ['content', 'newstaff', 'instructor'] as const) {
      const reply = await as(account, method, url, payload);
      expect(reply.statusCode, account).toBe(403);
      expect(reply.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it.each(calls.filter((call) => call.bit === 'add' || call.bit === 'edit'))(
    'a viewer (list and view only) → $name answers 403',
    async ({ method, url, payload }) => {
      expect((await as('viewer', method, url, payload)).statusCode).toBe(403);
    },
  );

  it('lets a viewer read the lists and a waiting conversation, not one a teacher holds', async () => {
    const waiting = await list('viewer', 'unassigned');
    expect(waiting.totalRecords).toBeGreaterThan(0);
    const first = waiting.content[0]!.conversationId;
    expect((await open(first, 'viewer')).conversationId).toBe(first);
    expect((await as('viewer', 'GET', `/chat/conversation?conversationId=${MARYAM_OPEN}`)).statusCode).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('lists every chat call', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/academy/chat/conversations',
        '/api/academy/chat/unassigned-conversations',
        '/api/academy/chat/conversation',
        '/api/academy/chat/conversation/{id}',
        '/api/academy/chat/messages',
        '/api/academy/chat/send-message-moderator',
        '/api/academy/chat/message/mark-read',
        '/api/academy/sync-device-v3',
        '/api/academy/chat/learner/submission',
        '/api/academy/chat/learner/presignedurl',
      ]),
    );
  });
});

describe('signed media links expire', () => {
  it('refuses a chat voice note once its link is older than its expiry', async () => {
    const voice = (await open(MARYAM_OPEN)).messages.find((message) => message.messageType === 'AUDIO')!;
    expect((await server.app.inject({ method: 'GET', url: pathOf(voice.messageBody) })).statusCode).toBe(200);
    server.advance(3 * 60 * 60 * 1000);
    const expired = await server.app.inject({ method: 'GET', url: pathOf(voice.messageBody) });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This link has expired.');
  });
});
