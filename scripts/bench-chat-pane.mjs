/* global window, document, requestAnimationFrame, MutationObserver -- these run inside the page, in Chromium. */
// Measures the moderator panel's chat pane with one long conversation (1,000 messages): the time from
// navigation to the first painted messages, scrolling the whole thread from top to bottom, and what
// the bell's unchanged poll of GET chat/messages costs with its ETag.
// Builds the panel, starts the server on a fresh database, and makes the conversation through the
// public calls: learner submissions (chat/learner/submission, with a demo learner's key) alternating
// with the moderator's replies (chat/send-message-moderator), so it is stored exactly as in real use.
import { signedInBrowser, signIn, startBenchServer } from './bench-support.mjs';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
/** A demo learner of the seed (server/db/seed-data.ts) and an assignment none of the seeded chats uses. */
const LEARNER_KEY = 'demo-learner-yahya-1006';
const ASSIGNMENT = { courseId: 1, weekNumber: 14, assignmentNumber: 2 };
/** The bell's query (entities/chat-message, UNREAD_MESSAGES_QUERY). */
const BELL_QUERY = 'pageNumber=1&pageSize=1000&descending=true&sortProperties=id&read=false&conversationId=0';

const ms = (value) => `${value.toFixed(0)} ms`;

async function post(url, headers, body) {
  const reply = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!reply.ok) throw new Error(`POST ${url}: ${reply.status} ${await reply.text()}`);
  return reply.json();
}

/** Every other message is the learner's; the moderator answers each one. Returns the conversation id. */
async function makeConversation(base, token, moderatorId) {
  const api = `${base}/api/academy`;
  let conversationId;
  let learnerId;
  for (let index = 0; index < MESSAGES; index += 1) {
    const line = `Message ${index + 1}: ${index % 3 === 0 ? 'Assalamu alaikum, here is my recitation of the next verses, slowly this time.' : 'Hold the madd for two counts and keep the ghunnah steady.'}`;
    if (index % 2 === 0) {
      const reply = await post(`${api}/chat/learner/submission`, { 'x-learner-key': LEARNER_KEY }, {
        ...ASSIGNMENT,
        messageType: 'TEXT',
        messageBody: line,
        createdByAppId: 3,
      });
      conversationId = reply.conversationId;
      learnerId = reply.data.senderId;
    } else {
      await post(`${api}/chat/send-message-moderator`, { authorization: `Bearer ${token}` }, {
        conversationId,
        ...ASSIGNMENT,
        senderId: moderatorId,
        receiverId: learnerId,
        messageType: 'TEXT',
        messageBody: line,
        createdByAppId: 9,
      });
    }
  }
  return conversationId;
}

const server = await startBenchServer();
let browser;
try {
  const { token, profile } = await signIn(server.address, 'moderator@example.com', 'Moderator!2345');
  const seeding = performance.now();
  const conversationId = await makeConversation(server.address, token, profile.userId);
  console.log(`Made conversation ${conversationId} with ${MESSAGES} messages through the learner and moderator calls in ${ms(performance.now() - seeding)}.`);

  const opened = await signedInBrowser({ token, profile });
  browser = opened.browser;
  const context = opened.context;
  await context.addInitScript(() => {
    // Notes when the thread first holds messages (then waits for the frame that paints them), and
    // counts the main thread's long tasks from then on.
    window.benchLongTasks = [];
    new PerformanceObserver((list) => window.benchLongTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
    const watch = new MutationObserver(() => {
      if (!document.querySelector('[role=log] li')) return;
      watch.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => (window.benchMessagesPainted = window.performance.now())));
    });
    document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true }));
  });
  const page = await context.newPage();
  const bellPolls = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().includes(`/api/academy/chat/messages?${BELL_QUERY}`)) return;
    const response = await request.response();
    const sizes = await request.sizes();
    bellPolls.push({ status: response?.status(), body: sizes.responseBodySize, headers: sizes.responseHeadersSize });
  });

  // Navigation start is the page's time origin, so the mark is the time since navigation began.
  await page.goto(`${server.address}/moderatorpanel?tab=mine&id=${conversationId}`);
  await page.waitForFunction(() => window.benchMessagesPainted !== undefined, undefined, { timeout: 60_000 });
  const firstPaint = await page.evaluate(() => window.benchMessagesPainted);
  const shown = await page.getByRole('log', { name: 'Messages' }).locator('li').count();
  console.log(`Navigation to the first painted messages: ${ms(firstPaint)} (${shown} list items in the thread).`);

  // Scroll the thread from the top to the bottom, one half-view per frame, as a fast wheel would.
  await page.waitForTimeout(1000);
  const scroll = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const log = document.querySelector('[role=log]');
        log.scrollTop = 0;
        const tasksBefore = window.benchLongTasks.length;
        requestAnimationFrame((start) => {
          let last = start;
          let frames = 0;
          let slowest = 0;
          const step = (now) => {
            frames += 1;
            slowest = Math.max(slowest, now - last);
            last = now;
            if (log.scrollTop + log.clientHeight >= log.scrollHeight - 1) {
              const tasks = window.benchLongTasks.slice(tasksBefore);
              resolve({ duration: now - start, frames, slowest, height: log.scrollHeight, longTasks: tasks.length, longTaskMs: tasks.reduce((a, b) => a + b, 0) });
              return;
            }
            log.scrollTop += log.clientHeight / 2;
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        });
      }),
  );
  console.log(
    `Scrolling the thread top to bottom (${scroll.height} px, half a view per frame): ${ms(scroll.duration)}, ${scroll.frames} frames, ` +
      `slowest frame ${ms(scroll.slowest)}, ${scroll.longTasks} long tasks (${ms(scroll.longTaskMs)}).`,
  );

  // The bell's poll with an unchanged answer: the ETag round trip from here, then the browser's own next poll.
  const bell = `${server.address}/api/academy/chat/messages?${BELL_QUERY}`;
  const auth = { authorization: `Bearer ${token}` };
  const first = await fetch(bell, { headers: auth });
  const firstBody = Buffer.byteLength(await first.text());
  const etag = first.headers.get('etag');
  const again = await fetch(bell, { headers: { ...auth, 'if-none-match': etag ?? '' } });
  const againBody = Buffer.byteLength(await again.text());
  console.log(`GET chat/messages (bell query): ${first.status} with ${firstBody} body bytes, ETag ${etag}; again with If-None-Match: ${again.status} with ${againBody} body bytes.`);
  const seen = bellPolls.length;
  const waited = performance.now();
  while (bellPolls.length <= seen && performance.now() - waited < 20_000) await page.waitForTimeout(250);
  // A 304 revalidation reaches the page as the cached 200; no body bytes on the wire tell it apart.
  const polls = bellPolls.map((poll) =>
    poll.status === 200 && poll.body === 0
      ? `304 revalidated from the cache (0 body bytes, ${poll.headers} header bytes)`
      : `${poll.status} (${poll.body} body bytes, ${poll.headers} header bytes)`,
  );
  console.log(`The bell's polls in Chromium: ${polls.join(', ') || 'none seen'}.`);
} finally {
  await browser?.close();
  await server.stop();
}
