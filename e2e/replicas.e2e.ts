import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, APP_HEADERS, workerBrowser, openPage, screenshot, signIn, url, type Account } from './support';

// Run by scripts/test-e2e.mjs against two server processes on one PostgreSQL and one S3 stand-in,
// behind a front end that hands each request to the next replica (E2E_BASE_URL); E2E_REPLICA_URLS
// names each replica's own address.
const REPLICAS = JSON.parse(process.env.E2E_REPLICA_URLS ?? '[]') as string[];
const ALREADY_ASSIGNED = 'Teacher is already assigned to this conversation';

let browser: Browser;
beforeAll(async () => {
  expect(REPLICAS).toHaveLength(2);
  browser = await workerBrowser();
});

/** Signs `account` in on one replica's own address; calls made with the token go to that process only. */
async function apiOn(replica: string, account: Account) {
  const { email, password } = ACCOUNTS[account];
  const login = await fetch(`${replica}/api/auth/login`, {
    method: 'POST',
    headers: { ...APP_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const token = login.headers.get('x-auth-token');
  expect(login.status).toBe(200);
  return async (method: string, path: string, body?: object) => {
    const reply = await fetch(`${replica}/api/academy${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body && JSON.stringify(body),
    });
    return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
  };
}

const textReply = (conversationId: number, messageBody: string) => ({ conversationId, messageType: 'TEXT', messageBody, createdByAppId: 9 });

/**
 * A new waiting chat: the demo learner Maryam Iqbal sends an assignment of course 4 (named by level and
 * session), so this journey never depends on what other journeys did with the seeded chats.
 */
async function newWaitingChat(levelId: number, exerciseId: number): Promise<number> {
  const reply = await fetch(`${REPLICAS[0]}/api/academy/chat/learner/submission`, {
    method: 'POST',
    headers: { 'x-learner-key': 'demo-learner-maryam-1003', 'content-type': 'application/json' },
    body: JSON.stringify({ courseId: 4, levelId, exerciseId, messageType: 'TEXT', messageBody: `My recitation for level ${levelId}, session ${exerciseId}.` }),
  });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { conversationId: number }).conversationId;
}

/** Signs in through the front end and opens Active Chats, noting which replica answered each call. */
async function openActiveChats(account: Account, replicasSeen: Set<string>): Promise<Page> {
  const page = await openPage(browser);
  page.on('response', (response) => {
    const replica = response.headers()['x-replica'];
    if (replica) replicasSeen.add(replica);
  });
  await signIn(page, account);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  await page.goto(url('/moderatorpanel'));
  await page.getByText('Click on chat to load').waitFor();
  return page;
}

describe('two replicas on one PostgreSQL', () => {
  it('serve one panel through one address, and give a chat two moderators answer at the same moment to exactly one', async () => {
    await newWaitingChat(19, 9);
    const replicasSeen = new Set<string>();
    const first = await openActiveChats('moderator', replicasSeen);
    const second = await openActiveChats('moderator2', replicasSeen);
    // Consecutive calls of one browser went to both processes, and the session held on each.
    expect([...replicasSeen].sort()).toEqual(['1', '2']);

    for (const page of [first, second]) {
      await page.getByRole('tabpanel').getByRole('button', { name: /^Maryam Iqbal/ }).filter({ hasText: 'Level 19/Session 9' }).click();
      await page.getByRole('heading', { level: 2, name: 'Maryam Iqbal' }).waitFor();
    }
    const texts = ['First moderator: lengthen the madd.', 'Second moderator: record it once more.'];
    const boxes = [first, second].map((page) => page.getByRole('textbox', { name: 'Message', exact: true }));
    await boxes[0]!.fill(texts[0]!);
    await boxes[1]!.fill(texts[1]!);
    const answers = [first, second].map((page) =>
      page.waitForResponse((response) => response.url().includes('/chat/send-message-moderator') && response.request().method() === 'POST'),
    );
    await Promise.all(boxes.map((box) => box.press('Enter')));

    // Exactly one of the two takes the chat: the server's answers, then what each page shows. The loser
    // is told the chat is taken (before its page reloads) and the winner's answer is in its thread.
    const statuses = await Promise.all(answers.map(async (answer) => (await answer).status()));
    expect([...statuses].sort()).toEqual([200, 409]);
    const won = statuses.indexOf(200);
    const [winner, loser] = won === 0 ? [first, second] : [second, first];
    await Promise.all([loser.getByText(ALREADY_ASSIGNED).waitFor(), winner.getByRole('log', { name: 'Messages' }).getByText(texts[won]!).waitFor()]);
    expect(await winner.getByText(ALREADY_ASSIGNED).count()).toBe(0);
    // The loser's page reloads by itself and then names the teacher who has the chat.
    const winnerName = won === 0 ? 'Fatima Siddiqui' : 'Saad Mirza';
    await loser.getByText(`${winnerName} holds this conversation; you cannot open it.`).waitFor({ timeout: 15_000 });
    // Asking again cannot win the chat back, so no retry is offered.
    expect(await loser.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await screenshot(loser, 'replicas-claim-lost-en');
    await first.context().close();
    await second.context().close();
  });

  it('holds under repeated races between moderators signed in on different processes', async () => {
    const [onFirst, onSecond] = [await apiOn(REPLICAS[0]!, 'moderator'), await apiOn(REPLICAS[1]!, 'moderator2')];
    for (const level of [11, 12, 13, 14, 15]) {
      const conversationId = await newWaitingChat(level, 9);
      const replies = await Promise.all([
        onFirst('POST', '/chat/send-message-moderator', textReply(conversationId, 'Taken on the first process')),
        onSecond('POST', '/chat/send-message-moderator', textReply(conversationId, 'Taken on the second process')),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
      const lost = replies.find((reply) => reply.status === 409)!;
      expect(lost.body.message).toBe(ALREADY_ASSIGNED);
      // Both processes read the same holder and the one stored answer.
      const [seenFirst, seenSecond] = await Promise.all([
        onFirst('GET', `/chat/conversation?conversationId=${conversationId}`),
        onSecond('GET', `/chat/conversation?conversationId=${conversationId}`),
      ]);
      const holderReads = [seenFirst, seenSecond].filter((seen) => seen.status === 200);
      expect(holderReads).toHaveLength(1);
      const answers = (holderReads[0]!.body.messages as { messageBody: string }[]).filter((message) => message.messageBody.startsWith('Taken on'));
      expect(answers).toHaveLength(1);
    }
  });
});
