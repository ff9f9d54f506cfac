import { randomBytes } from 'node:crypto';
import { INSTRUCTOR_GROUP_ID } from '@/shared/config';
import { SECURITY_POINTS } from '@/shared/lib/permissions';
import { sql } from 'kysely';
import { isPostgres, type Db } from './database';
import { DEFAULT_PASSWORD_COST, hashPasswordAtStart } from '../lib/password';
import type { Storage } from '../services/uploads/storage';
import {
  ADMINISTRATOR_PERMISSIONS,
  ADMINISTRATORS,
  DEMO_GROUPS,
  DEMO_INSTRUCTORS,
  DEMO_TEACHERS,
  DEMO_USERS,
} from './seed-data';
import { seedCourses } from './seed-courses';
import { seedCourseAudio } from './seed-audio';
import { seedChapters } from './seed-chapters';
import { seedLessons } from '../services/lessons';
import { seedExercises } from '../services/exercises';
import { seedBatches } from '../services/batches';
import { seedLessonContents } from '../services/lesson-content';
import { seedChat } from './seed-chat';
import { seedTags } from '../services/site/tags/seed';
import { seedPublicFiles } from '../services/site/public-files/seed';
import { seedPageMeta } from '../services/site/seo/seed';
import { seedBlogCategories } from '../services/site/blog-categories/seed';
import { seedGalleryCategories } from '../services/site/gallery-categories/seed';
import { seedHijriSettings } from '../services/site/hijri-adjustments/seed';
import { seedGalleryCards } from '../services/site/gallery-cards/seed';
import { seedArticles } from '../services/site/articles/seed';
import { seedUsers } from '../services/users/seed';
import { seedBusinessUsers } from '../services/site/business-users/seed';
import { seedCommunityGroups } from '../services/site/community-groups/seed';
import { seedIslamicEvents } from '../services/site/islamic-events/seed';
import { seedLocalEvents } from '../services/site/local-events/seed';
import { seedDiscussions } from '../services/site/discussions/seed';
import { seedVendors } from '../services/shop/vendors/seed';
import { seedProductTags } from '../services/shop/product-tags/seed';
import { seedProductCategories } from '../services/shop/product-categories/seed';
import { seedProducts } from '../services/shop/products/seed';

import { seedAthanPremiumCodes } from '../services/premium/athan-premium/seed';
import { seedSubscriptions } from '../services/subscriptions/seed';
import { seedVideoLibrary } from '../services/stories/library/seed';

const DAY = 24 * 60 * 60 * 1000;

/** Each demo password is hashed once per process and cost, however many test databases are seeded. */
const demoHashes = new Map<string, Promise<string>>();
function demoHash(password: string, cost: number): Promise<string> {
  const key = `${cost}:${password}`;
  let hash = demoHashes.get(key);
  if (!hash) demoHashes.set(key, (hash = hashPasswordAtStart(password, cost)));
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
  await continueIdsAfterSeed(db);
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
      password_hash: await hashPasswordAtStart(password),
      status: 1,
      must_change_password: 0,
      group_id: ADMINISTRATORS.id,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * Demo groups, staff accounts, learners' conversations and messages (development only). Tests pass a
 * lower password cost than the server's default, so that each sign-in does not take half a second. The
 * demo vendors' store keys are sealed with `secret`, the server's.
 */
export async function seedDemo(db: Db, storage: Storage, now = Date.now(), passwordCost = DEFAULT_PASSWORD_COST, secret: string): Promise<void> {
  for (const group of DEMO_GROUPS) await addProfileAndGroup(db, group.id, group.name, group.permissions);
  const hashes = await Promise.all(DEMO_USERS.map((user) => demoHash(user.password, passwordCost)));
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
  await seedInstructors(db, now, passwordCost);
  await seedCourseAudio(db, storage, now);
  await seedCourses(db, now);
  await seedChapters(db, now);
  await seedLessons(db, now);
  await seedExercises(db, storage, now);
  await seedBatches(db, now);
  await seedLessonContents(db, storage, now);
  await seedChat(db, storage, now);
  await seedTags(db, now);
  await seedPublicFiles(db, storage, now);
  await seedPageMeta(db, now);
  await seedBlogCategories(db, now);
  await seedGalleryCategories(db, now);
  await seedHijriSettings(db, now);
  await seedGalleryCards(db, storage, now);
  await seedArticles(db, storage, now);
  await seedUsers(db, now, passwordCost);
  await seedBusinessUsers(db, storage, now, passwordCost);
  await seedCommunityGroups(db, storage, now);
  await seedIslamicEvents(db, storage, now);
  await seedLocalEvents(db, now);
  await seedDiscussions(db, storage, now);
  await seedVendors(db, storage, now, secret);
  await seedProductTags(db, storage, now);
  await seedProductCategories(db, storage, now);
  await seedProducts(db, storage, now);

  await seedAthanPremiumCodes(db, now);
  await seedSubscriptions(db, now);
  await seedVideoLibrary(db, now);
  await continueIdsAfterSeed(db);
}

/**
 * The seed names some ids itself (users, groups, profiles). SQLite numbers the next row after the
 * largest id; PostgreSQL's sequences do not look, so each is moved past the largest id of its table.
 */
async function continueIdsAfterSeed(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'id' and column_default like 'nextval(%'`.execute(db);
  for (const { table_name: table } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

/** The instructor group's teachers and their academy profiles. */
async function seedInstructors(db: Db, now: number, passwordCost: number): Promise<void> {
  const unusable = await hashPasswordAtStart(randomBytes(32).toString('base64url'), passwordCost);
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
