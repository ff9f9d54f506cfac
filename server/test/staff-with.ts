import type { PermissionMap } from '@/shared/lib/permissions';
import { hashPassword } from '../lib/password';
import { TEST_PASSWORD_COST, type TestServer } from './harness';

let made = 0;

/**
 * A new active staff member whose group's profile (both named `name`) holds exactly `permissions`,
 * signed in: answers the token. Written to the database directly, as an administrator would set it up.
 */
export async function staffWith(server: TestServer, name: string, permissions: PermissionMap): Promise<string> {
  made += 1;
  const { db } = server;
  const profile = await db.insertInto('security_profiles').values({ name }).returning('id').executeTakeFirstOrThrow();
  const points = await db.selectFrom('security_points').select(['id', 'key']).execute();
  const settings = points.filter((point) => permissions[point.key as keyof PermissionMap] !== undefined);
  if (settings.length > 0) {
    await db
      .insertInto('profile_permissions')
      .values(settings.map((point) => ({ profile_id: profile.id, point_id: point.id, value: permissions[point.key as keyof PermissionMap]! })))
      .execute();
  }
  const group = await db.insertInto('security_groups').values({ name, profile_id: profile.id }).returning('id').executeTakeFirstOrThrow();
  const email = `staff${made}.${name.toLowerCase().replace(/\W+/g, '-')}@example.com`;
  const password = 'Staff!2345';
  await db
    .insertInto('users')
    .values({
      email,
      fullname: name,
      password_hash: await hashPassword(password, TEST_PASSWORD_COST),
      status: 1,
      must_change_password: 0,
      group_id: group.id,
      created_at: new Date(server.now()).toISOString(),
    })
    .execute();
  const reply = await server.login(email, password);
  if (reply.statusCode !== 200) throw new Error(`${email} could not sign in: ${reply.body}`);
  return String(reply.headers['x-auth-token']);
}
