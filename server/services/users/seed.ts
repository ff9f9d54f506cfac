import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { UserStatus } from '../../db/schema';
import { hashPasswordAtStart } from '../../lib/password';

const DAY = 24 * 60 * 60 * 1000;

/** The group of the apps' members: a profile without any permission, so its users reach no screen of the panel. */
export const APP_USERS_GROUP = { id: 21, name: 'App users' } as const;

/** A demo staff account of the content team that the users journey bans (the password is public, for trying it out). */
export const DEMO_EDITOR = { id: 2001, email: 'editor@example.com', password: 'Editor!2345', fullname: 'Ruqayyah Anwar', groupId: 3 } as const;

const FIRST = ['Aisha', 'Bilal', 'Dawud', 'Farah', 'Hafsa', 'Idris', 'Junaid', 'Khadija', 'Luqman', 'Mariam', 'Nadia', 'Owais', 'Rania', 'Salman', 'Tariq', 'Umar', 'Wardah', 'Yasmin', 'Zaid', 'Anas'];
const LAST = ['Abbasi', 'Baig', 'Chishti', 'Durrani', 'Farooqi', 'Ghani', 'Hashmi', 'Jafri', 'Kazmi', 'Lodhi', 'Mirza', 'Naqvi'];
/** Every login type alone, then a few together (Email with Google, Facebook with Apple, all five). */
const LOGIN_TYPES = [1, 2, 4, 8, 16, 5, 18, 31, 1, 4];
/** Mostly active, with every other status among them. */
const STATUSES: UserStatus[] = [1, 1, 0, 1, 2, 1, 3, 1, 1, 0, 1, 2];
const GROUPS = [APP_USERS_GROUP.id, APP_USERS_GROUP.id, APP_USERS_GROUP.id, APP_USERS_GROUP.id, 15, APP_USERS_GROUP.id, 3];

/** The editor, then 59 members of the apps of every status and login type, joined a day apart. */
export async function seedUsers(db: Db, now: number, passwordCost: number): Promise<void> {
  await db.insertInto('security_profiles').values({ id: APP_USERS_GROUP.id, name: APP_USERS_GROUP.name }).onConflict((c) => c.doNothing()).execute();
  await db
    .insertInto('security_groups')
    .values({ id: APP_USERS_GROUP.id, name: APP_USERS_GROUP.name, profile_id: APP_USERS_GROUP.id, notes: 'Members of the apps; they reach no screen of the panel.' })
    .onConflict((c) => c.doNothing())
    .execute();
  const [editorHash, unusable] = await Promise.all([
    hashPasswordAtStart(DEMO_EDITOR.password, passwordCost),
    hashPasswordAtStart(randomBytes(32).toString('base64url'), passwordCost),
  ]);
  const members = Array.from({ length: 59 }, (_, index) => {
    const first = FIRST[index % FIRST.length]!;
    const last = LAST[(index * 7) % LAST.length]!;
    const status = STATUSES[index % STATUSES.length]!;
    return {
      id: DEMO_EDITOR.id + 1 + index,
      email: `${first}.${last}${index + 1}@example.com`.toLowerCase(),
      fullname: `${first} ${last}`,
      password_hash: unusable,
      status,
      must_change_password: 0,
      group_id: GROUPS[index % GROUPS.length]!,
      created_at: new Date(now - (60 - index) * DAY).toISOString(),
      login_type: LOGIN_TYPES[index % LOGIN_TYPES.length]!,
      ban_reason: status === 3 ? 'Repeated spam in the community discussions.' : null,
    };
  });
  await db
    .insertInto('users')
    .values([
      {
        id: DEMO_EDITOR.id,
        email: DEMO_EDITOR.email,
        fullname: DEMO_EDITOR.fullname,
        password_hash: editorHash,
        status: 1,
        must_change_password: 0,
        group_id: DEMO_EDITOR.groupId,
        created_at: new Date(now - 61 * DAY).toISOString(),
        login_type: 1,
        ban_reason: null,
      },
      ...members,
    ])
    .execute();
}
