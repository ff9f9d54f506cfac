/**
 * `npm run demo:learners` — plays a few academy learners sending assignment submissions (text, voice
 * notes and photos) to a running back-office every few seconds, so the moderator panel fills up as it
 * would in real use. Uses the learner calls (chat/learner/…) with the demo learners' keys, which the
 * demo seed creates on the first start with an empty DATA_DIR.
 *
 * Environment: BACK_OFFICE_URL (http://127.0.0.1:8080), DEMO_INTERVAL_MS (4000), DEMO_COUNT (0 = until
 * stopped with Ctrl+C).
 */
import { tsImport } from 'tsx/esm/api';

// The same generators the demo seed uses: an audible voice note (MP3) and a photo of a practice sheet (PNG).
const { voiceNoteMp3 } = await tsImport('../server/db/voice-mp3.ts', import.meta.url);
const { practiceSheetPng } = await tsImport('../server/db/seed-image.ts', import.meta.url);

const BASE = (process.env.BACK_OFFICE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const INTERVAL_MS = Number(process.env.DEMO_INTERVAL_MS ?? 4000);
const COUNT = Number(process.env.DEMO_COUNT ?? 0);
const API = `${BASE}/api/academy`;

/** The demo seed's learners and their public demo keys (server/db/seed-data.ts). */
const LEARNERS = [
  { name: 'Ayesha Malik', key: 'demo-learner-ayesha-1001' },
  { name: 'Hamza Sheikh', key: 'demo-learner-hamza-1002' },
  { name: 'Maryam Iqbal', key: 'demo-learner-maryam-1003' },
  { name: 'Ibrahim Khan', key: 'demo-learner-ibrahim-1004' },
  { name: 'Sumayya Rehman', key: 'demo-learner-sumayya-1005' },
  { name: 'Yahya Chaudhry', key: 'demo-learner-yahya-1006' },
];

/** Courses 1 and 5 name assignments by week and assignment number; 2 and 4 by level and session. */
const WEEKLY_COURSES = [1, 5];
const LEVEL_COURSES = [2, 4];

const LINES = [
  'Assalamu alaikum, here is my recitation for this assignment.',
  'I found the madd in the third verse difficult. Is it correct now?',
  'JazakAllah khair for your feedback!',
  'I practised the throat letters again today.',
  'Could you check whether my ghunnah is long enough?',
  'This is my second attempt, a little slower this time.',
  'I recorded it after Fajr, in sha Allah it is better.',
];

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));

function newAssignment() {
  if (Math.random() < 0.6) {
    return { courseId: pick(WEEKLY_COURSES), weekNumber: between(1, 15), assignmentNumber: between(1, 2) };
  }
  return { courseId: pick(LEVEL_COURSES), levelId: between(1, 6), exerciseId: between(1, 10) };
}

class ReplyError extends Error {
  constructor(status, body) {
    super(body?.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body?.code;
  }
}

async function call(learner, method, path, body) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { 'x-learner-key': learner.key, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const reply = await response.json().catch(() => undefined);
  if (!response.ok) throw new ReplyError(response.status, reply);
  return reply;
}

/** Uploads a voice note or photo through a learner upload link; returns its key for the message. */
async function upload(learner, kind) {
  const audio = kind === 'AUDIO';
  const category = audio ? 'CHAT_AUDIO' : 'CHAT_IMAGE_PRIVATE';
  const fileName = audio ? 'recitation.mp3' : 'notes.png';
  const { url, imageKey } = await call(learner, 'GET', `/chat/learner/presignedurl?fileCategory=${category}&fileName=${fileName}`);
  const response = await fetch(new URL(url, BASE), {
    method: 'PUT',
    headers: { 'content-type': audio ? 'audio/mpeg' : 'image/png' },
    body: audio ? voiceNoteMp3(between(2, 6), between(1, 1_000_000)) : practiceSheetPng(),
  });
  if (!response.ok) throw new ReplyError(response.status, await response.json().catch(() => undefined));
  return imageKey;
}

const current = new Map(LEARNERS.map((learner) => [learner.key, newAssignment()]));

async function submitOnce() {
  const learner = pick(LEARNERS);
  // Now and then a learner moves on to another assignment.
  if (Math.random() < 0.2) current.set(learner.key, newAssignment());
  const assignment = current.get(learner.key);
  const roll = Math.random();
  const messageType = roll < 0.45 ? 'TEXT' : roll < 0.85 ? 'AUDIO' : 'IMAGE';
  const messageBody = messageType === 'TEXT' ? pick(LINES) : await upload(learner, messageType);
  try {
    const reply = await call(learner, 'POST', '/chat/learner/submission', { ...assignment, messageType, messageBody, createdByAppId: 3 });
    const where = assignment.weekNumber
      ? `course ${assignment.courseId}, week ${assignment.weekNumber} assignment ${assignment.assignmentNumber}`
      : `course ${assignment.courseId}, level ${assignment.levelId} session ${assignment.exerciseId}`;
    const teacher = reply.data.receiverId === 0 ? 'waiting for a moderator' : `to teacher ${reply.data.receiverId}`;
    console.log(`${learner.name}: ${messageType.toLowerCase()} in conversation ${reply.conversationId}${reply.created ? ' (new)' : ''}, ${where}, ${teacher}`);
  } catch (error) {
    if (error instanceof ReplyError && error.status === 409) {
      console.log(`${learner.name}: that assignment is already marked as pass; moving on to another one.`);
      current.set(learner.key, newAssignment());
      return;
    }
    throw error;
  }
}

let stopped = false;
process.once('SIGINT', () => {
  stopped = true;
  console.log('\nStopping.');
});

console.log(`Learners are sending submissions to ${BASE} every ${INTERVAL_MS / 1000} s (Ctrl+C stops).`);
let sent = 0;
while (!stopped && (COUNT <= 0 || sent < COUNT)) {
  try {
    await submitOnce();
    sent += 1;
  } catch (error) {
    if (error instanceof ReplyError && error.status === 401) {
      console.error(`The server does not know the demo learners (${error.message}). Start it once with an empty DATA_DIR so the demo seed runs.`);
      process.exit(1);
    }
    if (!(error instanceof ReplyError)) {
      console.error(`No back-office answers at ${BASE} (${error.cause?.code ?? error.message}). Start it with npm start, or set BACK_OFFICE_URL.`);
      process.exit(1);
    }
    console.error(`A submission was refused: ${error.status} ${error.message}`);
  }
  if (!stopped && (COUNT <= 0 || sent < COUNT)) await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
}
