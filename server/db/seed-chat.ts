import type { Db } from './database';
import type { ConversationStatus, StoredMessageType } from './schema';
import type { Storage } from '../services/uploads/storage';
import { hashToken } from '../lib/tokens';
import { programCodeOf, UNASSIGNED_RECEIVER } from '../services/chat';
import { DEMO_LEARNERS } from './seed-data';
import { storeSeedFile } from './seed-files';
import { practiceSheetPng } from './seed-image';
import { voiceNoteMp3 } from './voice-mp3';

const MINUTE = 60 * 1000;
const HOUR = 60;
const DAY = 24 * HOUR;

/** The demo moderator (moderator@example.com) and a teacher of the instructor group who holds one thread. */
const MODERATOR_ID = 3;
const KHADIJA_ID = 7;
/** The back-office's app id, on messages teachers sent; the learners' app id on theirs. */
const PANEL_APP_ID = 9;
const LEARNER_APP_ID = 3;

type Learner = (typeof DEMO_LEARNERS)[number];
const [ayesha, hamza, maryam, ibrahim, sumayya, yahya] = DEMO_LEARNERS;

interface MessageSeed {
  /** The learner, or the conversation's teacher. */
  from: 'learner' | 'teacher';
  type: StoredMessageType;
  /** The text; AUDIO gets a stored voice note and IMAGE a photo of a practice sheet instead. */
  text?: string;
  minutesAgo: number;
  read: boolean;
}

interface ConversationSeed {
  learner: Learner;
  courseId: number;
  /** Weekly courses (1 and 5) name the assignment by week and assignment number, the others by level and session. */
  week?: number;
  assignment?: number;
  level?: number;
  session?: number;
  day?: number;
  teacherId: number | null;
  status: ConversationStatus;
  /** For closed threads: when the assignment was marked as pass. */
  closedMinutesAgo?: number;
  messages: MessageSeed[];
}

const learner = (type: StoredMessageType, minutesAgo: number, read: boolean, text?: string): MessageSeed => ({
  from: 'learner',
  type,
  text,
  minutesAgo,
  read,
});
const teacher = (type: StoredMessageType, minutesAgo: number, read: boolean, text?: string): MessageSeed => ({
  from: 'teacher',
  type,
  text,
  minutesAgo,
  read,
});

/**
 * Every state of the panel: three threads the moderator holds (3 unread voice notes and 2 unread
 * texts between them, as the header bell shows), three waiting unassigned with unread voice notes,
 * one held by another teacher, and two marked as pass. Messages span several days.
 */
export const DEMO_CONVERSATIONS: readonly ConversationSeed[] = [
  {
    learner: ayesha,
    courseId: 1,
    week: 3,
    assignment: 2,
    day: 2,
    teacherId: MODERATOR_ID,
    status: 'ACTIVE',
    messages: [
      learner('TEXT', 2 * DAY, true, 'Assalamu alaikum, I have finished lesson 3 of Tajweed Basics.'),
      teacher('TEXT', 2 * DAY - 20, true, 'Wa alaikum assalam Ayesha, well done! Please record the exercise of lesson 4.'),
      learner('AUDIO', 52, false),
      learner('TEXT', 50, false, 'JazakAllah khair for the feedback on lesson 3.'),
    ],
  },
  {
    learner: hamza,
    courseId: 1,
    week: 2,
    assignment: 3,
    teacherId: MODERATOR_ID,
    status: 'ACTIVE',
    messages: [
      learner('AUDIO', 27 * HOUR, true),
      teacher('TEXT', 26 * HOUR, true, 'Hamza, please send your recitation of the makharij drill again, a little slower.'),
      learner('AUDIO', 31, false),
    ],
  },
  {
    learner: maryam,
    courseId: 2,
    level: 1,
    session: 4,
    teacherId: MODERATOR_ID,
    status: 'ACTIVE',
    messages: [
      learner('IMAGE', 3 * DAY, true),
      teacher('AUDIO', 3 * DAY - 45, true),
      // More than a day before the newest two and after the oldest two: three calendar days at any hour.
      learner('TEXT', DAY + 120, true, 'Is the weekly class still on Saturday?'),
      teacher('TEXT', DAY + 60, true, 'Yes, Saturday after Asr, in sha Allah.'),
      learner('TEXT', 12, false, 'Assalamu alaikum, could you check my recitation of Surah Al-Ikhlas?'),
      learner('AUDIO', 10, false),
    ],
  },
  {
    learner: ibrahim,
    courseId: 2,
    level: 1,
    session: 2,
    teacherId: null,
    status: 'ACTIVE',
    messages: [
      learner('AUDIO', 6, false),
      learner('TEXT', 5, false, 'This is my recitation for session 2. Is my madd long enough?'),
    ],
  },
  {
    learner: sumayya,
    courseId: 5,
    week: 1,
    assignment: 1,
    day: 1,
    teacherId: null,
    status: 'ACTIVE',
    messages: [
      learner('TEXT', 2 * DAY + 5, false, 'Assalamu alaikum! Here is my first recitation of Surah Al-Fatiha.'),
      learner('AUDIO', 2 * DAY, false),
      learner('IMAGE', DAY + 3 * HOUR, false),
    ],
  },
  {
    learner: yahya,
    courseId: 4,
    level: 2,
    session: 1,
    teacherId: null,
    status: 'ACTIVE',
    messages: [learner('AUDIO', 3 * HOUR, false)],
  },
  {
    learner: maryam,
    courseId: 5,
    week: 2,
    assignment: 1,
    teacherId: KHADIJA_ID,
    status: 'ACTIVE',
    messages: [
      learner('AUDIO', 2 * DAY, true),
      teacher('TEXT', 2 * DAY - 2 * HOUR, true, 'Beautiful, Maryam. Mind the qalqalah on the dal, then send it again.'),
      learner('AUDIO', HOUR, false),
    ],
  },
  {
    learner: ayesha,
    courseId: 1,
    week: 2,
    assignment: 1,
    teacherId: MODERATOR_ID,
    status: 'CLOSED',
    closedMinutesAgo: 10 * DAY - 25,
    messages: [
      learner('AUDIO', 10 * DAY + 40, true),
      teacher('AUDIO', 10 * DAY, true),
      teacher('TEXT', 10 * DAY - 28, true, 'Excellent recitation, Ayesha. This assignment is marked as pass.'),
    ],
  },
  {
    learner: hamza,
    courseId: 5,
    week: 1,
    assignment: 2,
    teacherId: MODERATOR_ID,
    status: 'CLOSED',
    closedMinutesAgo: 6 * DAY,
    messages: [
      learner('TEXT', 7 * DAY, true, 'I recorded Surah Al-Asr twice; the second one is better.'),
      learner('AUDIO', 7 * DAY - 2, true),
      teacher('TEXT', 6 * DAY + 10, true, 'Well done, the second one is clear and steady. Marked as pass.'),
    ],
  },
];

/** Stores a playable voice note (2 to 5 s, different for each seed) or the practice-sheet photo. */
async function storeMedia(db: Db, storage: Storage, type: 'AUDIO' | 'IMAGE', uploadedBy: number, at: string, seed: number): Promise<string> {
  const audio = type === 'AUDIO';
  return storeSeedFile(db, storage, {
    category: audio ? 'CHAT_AUDIO' : 'CHAT_IMAGE_PRIVATE',
    fileName: audio ? 'voice-note.mp3' : 'practice-sheet.png',
    contentType: audio ? 'audio/mpeg' : 'image/png',
    bytes: audio ? voiceNoteMp3(2 + (seed % 4), seed) : practiceSheetPng(),
    uploadedBy,
    at,
  });
}

/** The demo learners (with their keys) and their conversations; runs after the courses are seeded. */
export async function seedChat(db: Db, storage: Storage, now: number): Promise<void> {
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
  await db
    .insertInto('learners')
    .values(DEMO_LEARNERS.map((one) => ({ id: one.id, name: one.name, key_hash: hashToken(one.key), created_at: at(120 * DAY) })))
    .execute();
  const courses = await db.selectFrom('courses').select(['id', 'alias']).execute();
  const aliasOf = new Map(courses.map((course) => [course.id, course.alias]));

  const pending: { conversationId: number; learnerId: number; teacherId: number | null; message: MessageSeed }[] = [];
  for (const seed of DEMO_CONVERSATIONS) {
    const times = seed.messages.map((message) => message.minutesAgo);
    const { id } = await db
      .insertInto('conversations')
      .values({
        learner_user_id: seed.learner.id,
        learner_name: seed.learner.name,
        course_id: seed.courseId,
        course_type: programCodeOf(aliasOf.get(seed.courseId) ?? `course-${seed.courseId}`),
        week_number: seed.week ?? null,
        assignment_number: seed.assignment ?? null,
        level_id: seed.level ?? null,
        exercise_id: seed.session ?? null,
        day_number: seed.day ?? null,
        moderator_id: seed.teacherId,
        status: seed.status,
        created_at: at(Math.max(...times)),
        updated_at: at(seed.closedMinutesAgo ?? Math.min(...times)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    pending.push(...seed.messages.map((message) => ({ conversationId: id, learnerId: seed.learner.id, teacherId: seed.teacherId, message })));
  }

  // Oldest first, so message ids grow with time as they would in real use.
  pending.sort((a, b) => b.message.minutesAgo - a.message.minutesAgo);
  for (const [index, { conversationId, learnerId, teacherId, message }] of pending.entries()) {
    const fromLearner = message.from === 'learner';
    if (!fromLearner && teacherId === null) throw new Error('A teacher message needs a teacher on the conversation');
    const senderId = fromLearner ? learnerId : teacherId!;
    const sentDate = at(message.minutesAgo);
    const body = message.type === 'TEXT' ? (message.text ?? '') : await storeMedia(db, storage, message.type, senderId, sentDate, index + 1);
    await db
      .insertInto('messages')
      .values({
        conversation_id: conversationId,
        sender_id: senderId,
        receiver_id: fromLearner ? (teacherId ?? UNASSIGNED_RECEIVER) : learnerId,
        message_type: message.type,
        message_body: body,
        is_read: message.read ? 1 : 0,
        // Read a few minutes after it arrived (never in the future).
        read_at: message.read ? at(Math.max(message.minutesAgo - 5, 1)) : null,
        sent_date: sentDate,
        created_by_app_id: fromLearner ? LEARNER_APP_ID : PANEL_APP_ID,
      })
      .execute();
  }
}
