import { randomBytes } from 'node:crypto';
import { INSTRUCTOR_GROUP_ID } from '@/shared/config';
import { SECURITY_POINTS } from '@/shared/lib/permissions';
import type { Db } from './database';
import type { StoredMessageType } from './schema';
import { hashPassword } from '../lib/password';
import type { Storage } from '../services/uploads/storage';
import {
  ADMINISTRATOR_PERMISSIONS,
  ADMINISTRATORS,
  DEMO_GROUPS,
  DEMO_INSTRUCTORS,
  DEMO_LEARNERS,
  DEMO_TEACHERS,
  DEMO_USERS,
} from './seed-data';
import { silentMp3 } from './silent-mp3';
import { seedCourses } from './seed-courses';
import { seedCourseAudio } from './seed-audio';
import { seedChapters } from './seed-chapters';
import { storeSeedFile } from './seed-files';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** Each demo password is hashed once per process, however many test databases are seeded. */
const demoHashes = new Map<string, Promise<string>>();
function demoHash(password: string): Promise<string> {
  let hash = demoHashes.get(password);
  if (!hash) demoHashes.set(password, (hash = hashPassword(password)));
  return hash;
}

async function addProfileAndGroup(db: Db, id: number, name: string, permissions: Record<string, number | undefined>) {
  await db.insertInto('security_profiles').values({ id, name }).onConflict((c) => c.doNothing()).execute();
  await db.insertInto('security_groups').values({ id, name, profile_id: id }).onConflict((c) => c.doNothing()).execute();
  const rows = SECURITY_POINTS.flatMap((point) => {
    const value = permissions[point.key];
    return value === undefined ? [] : [{ profile_id: id, point_id: point.id, value }];
  });
  if (rows.length > 0) {
    await db.insertInto('profile_permissions').values(rows).onConflict((c) => c.doNothing()).execute();
  }
}

/**
 * What every database needs, in production too: the security points (new ones are added on each
 * start) and the Administrators group with every bit on every point.
 */
export async function seedSecurityBase(db: Db): Promise<void> {
  await db
    .insertInto('security_points')
    .values(SECURITY_POINTS.map(({ id, key, title }) => ({ id, key, title })))
    .onConflict((c) => c.doNothing())
    .execute();
  await addProfileAndGroup(db, ADMINISTRATORS.id, ADMINISTRATORS.name, ADMINISTRATOR_PERMISSIONS);
}

export async function hasUsers(db: Db): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

/** Production's first account, from ADMIN_EMAIL and ADMIN_PASSWORD, when no user exists yet. */
export async function createFirstAdministrator(db: Db, email: string, password: string, fullname: string) {
  await db
    .insertInto('users')
    .values({
      email: email.trim().toLowerCase(),
      fullname,
      password_hash: await hashPassword(password),
      status: 1,
      must_change_password: 0,
      group_id: ADMINISTRATORS.id,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Demo groups, staff accounts, learners' conversations and messages (development only). */
export async function seedDemo(db: Db, storage: Storage, now = Date.now()): Promise<void> {
  for (const group of DEMO_GROUPS) await addProfileAndGroup(db, group.id, group.name, group.permissions);
  const hashes = await Promise.all(DEMO_USERS.map((user) => demoHash(user.password)));
  await db
    .insertInto('users')
    .values(
      DEMO_USERS.map((user, index) => ({
        id: user.id,
        email: user.email,
        fullname: user.fullname,
        password_hash: hashes[index]!,
        status: 1 as const,
        must_change_password: user.mustChangePassword ? 1 : 0,
        group_id: user.groupId,
        created_at: new Date(now - 90 * DAY).toISOString(),
      })),
    )
    .execute();
  await seedInstructors(db, now);
  await seedChat(db, storage, now);
  await seedCourseAudio(db, storage, now);
  await seedCourses(db, now);
  await seedChapters(db, now);
}

/** The instructor group's teachers and their academy profiles. */
async function seedInstructors(db: Db, now: number): Promise<void> {
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const created = new Date(now - 60 * DAY).toISOString();
  await db
    .insertInto('users')
    .values(
      DEMO_TEACHERS.map((teacher) => ({
        id: teacher.id,
        email: teacher.email,
        fullname: teacher.fullname,
        password_hash: unusable,
        status: 1 as const,
        must_change_password: 1 as const,
        group_id: INSTRUCTOR_GROUP_ID,
        created_at: created,
      })),
    )
    .execute();
  await db
    .insertInto('instructors')
    .values(
      DEMO_INSTRUCTORS.map((instructor) => ({
        user_id: instructor.userId,
        short_description: instructor.shortDescription,
        long_description: instructor.longDescription,
        image_key: null,
        expertise: JSON.stringify(instructor.expertise),
        created_at: created,
        updated_at: created,
      })),
    )
    .execute();
}

const MODERATOR_ID = 3;
const [ayesha, hamza, maryam, ibrahim] = DEMO_LEARNERS;

interface MessageSeed {
  from: number;
  to: number;
  type: StoredMessageType;
  /** The text; AUDIO messages get a stored voice note instead. */
  text?: string;
  minutesAgo: number;
  read: boolean;
}

interface ConversationSeed {
  learner: (typeof DEMO_LEARNERS)[number];
  courseId: number;
  moderatorId: number | null;
  status: 'ACTIVE' | 'CLOSED';
  messages: MessageSeed[];
}

const fromLearner = (learner: { id: number }, message: Omit<MessageSeed, 'from' | 'to'>, to = MODERATOR_ID): MessageSeed => ({
  from: learner.id,
  to,
  ...message,
});
const fromModerator = (learner: { id: number }, message: Omit<MessageSeed, 'from' | 'to'>): MessageSeed => ({
  from: MODERATOR_ID,
  to: learner.id,
  ...message,
});

/** The moderator ends up with 3 unread voice notes and 2 unread texts. */
const CONVERSATIONS: ConversationSeed[] = [
  {
    learner: ayesha,
    courseId: 1,
    moderatorId: MODERATOR_ID,
    status: 'ACTIVE',
    messages: [
      fromLearner(ayesha, { type: 'TEXT', text: 'Assalamu alaikum, I have finished lesson 3 of Tajweed Basics.', minutesAgo: 2 * 24 * 60, read: true }),
      fromModerator(ayesha, { type: 'TEXT', text: 'Wa alaikum assalam Ayesha, well done! Please record the exercise of lesson 4.', minutesAgo: 2 * 24 * 60 - 20, read: true }),
      fromLearner(ayesha, { type: 'AUDIO', minutesAgo: 52, read: false }),
      fromLearner(ayesha, { type: 'TEXT', text: 'JazakAllah khair for the feedback on lesson 3.', minutesAgo: 50, read: false }),
    ],
  },
  {
    learner: hamza,
    courseId: 1,
    moderatorId: MODERATOR_ID,
    status: 'ACTIVE',
    messages: [
      fromModerator(hamza, { type: 'TEXT', text: 'Hamza, please send your recitation of the makharij drill.', minutesAgo: 26 * 60, read: true }),
      fromLearner(hamza, { type: 'AUDIO', minutesAgo: 31, read: false }),
    ],
  },
  {
    learner: maryam,
    courseId: 2,
    moderatorId: MODERATOR_ID,
    status: 'ACTIVE',
    messages: [
      fromLearner(maryam, { type: 'TEXT', text: 'Is the weekly class still on Saturday?', minutesAgo: 24 * 60, read: true }),
      fromModerator(maryam, { type: 'TEXT', text: 'Yes, Saturday after Asr, in sha Allah.', minutesAgo: 23 * 60, read: true }),
      fromLearner(maryam, { type: 'TEXT', text: 'Assalamu alaikum, could you check my recitation of Surah Al-Ikhlas?', minutesAgo: 12, read: false }),
      fromLearner(maryam, { type: 'AUDIO', minutesAgo: 10, read: false }),
    ],
  },
  {
    // Not yet taken by a moderator: the learner's message waits for whoever picks the conversation up.
    learner: ibrahim,
    courseId: 2,
    moderatorId: null,
    status: 'ACTIVE',
    messages: [fromLearner(ibrahim, { type: 'TEXT', text: 'How do I join the beginners batch?', minutesAgo: 5, read: false }, 0)],
  },
  {
    learner: ayesha,
    courseId: 2,
    moderatorId: MODERATOR_ID,
    status: 'CLOSED',
    messages: [
      fromLearner(ayesha, { type: 'TEXT', text: 'I could not open the Arabic letters worksheet.', minutesAgo: 10 * 24 * 60, read: true }),
      fromModerator(ayesha, { type: 'TEXT', text: 'It is fixed now; please try again.', minutesAgo: 10 * 24 * 60 - 30, read: true }),
    ],
  },
];

function storeVoiceNote(db: Db, storage: Storage, learnerId: number, sentAt: string): Promise<string> {
  return storeSeedFile(db, storage, {
    category: 'CHAT_AUDIO',
    fileName: 'voice-note.mp3',
    contentType: 'audio/mpeg',
    bytes: silentMp3(2),
    uploadedBy: learnerId,
    at: sentAt,
  });
}

async function seedChat(db: Db, storage: Storage, now: number): Promise<void> {
  const pending: { conversationId: number; message: MessageSeed }[] = [];
  for (const conversation of CONVERSATIONS) {
    const lastMinutesAgo = Math.min(...conversation.messages.map((m) => m.minutesAgo));
    const { id } = await db
      .insertInto('conversations')
      .values({
        learner_user_id: conversation.learner.id,
        learner_name: conversation.learner.name,
        course_id: conversation.courseId,
        moderator_id: conversation.moderatorId,
        status: conversation.status,
        updated_at: new Date(now - lastMinutesAgo * MINUTE).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    pending.push(...conversation.messages.map((message) => ({ conversationId: id, message })));
  }
  // Oldest first, so message ids grow with time as they would in real use.
  pending.sort((a, b) => b.message.minutesAgo - a.message.minutesAgo);
  for (const { conversationId, message } of pending) {
    const sentDate = new Date(now - message.minutesAgo * MINUTE).toISOString();
    const body = message.type === 'TEXT' ? (message.text ?? '') : await storeVoiceNote(db, storage, message.from, sentDate);
    await db
      .insertInto('messages')
      .values({
        conversation_id: conversationId,
        sender_id: message.from,
        receiver_id: message.to,
        message_type: message.type,
        message_body: body,
        is_read: message.read ? 1 : 0,
        sent_date: sentDate,
      })
      .execute();
  }
}
