import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityContract, usersContract } from '@/shared/api/contract';
import type { PermissionMap } from '@/shared/lib/permissions';
import { permissionsOfGroup } from '../security/permissions';
import { startTestServer, type DemoAccount, type TestServer } from './harness';
import { staffWith } from './staff-with';

/**
 * The rule of who may grant what, for every pair of caller and target: each caller saves each staff
 * user and each security profile exactly as they are (a change of nothing, so the pairs do not disturb
 * each other). It is allowed only where the caller holds the call's bit and every bit the target holds,
 * point by point (ALL counting as every bit), and the administrators' profile only with ALL on SECURITY;
 * otherwise it is refused with 403 and the rule's reason.
 */

let server: TestServer;
const callers = new Map<string, { token: string; permissions: PermissionMap }>();
const DEMO_ROLES: DemoAccount[] = ['admin', 'content', 'moderator', 'instructor', 'viewer'];

beforeAll(async () => {
  server = await startTestServer();
  const tokens: [string, string][] = [
    ...(await Promise.all(DEMO_ROLES.map(async (role) => [role, await server.tokenOf(role)] as [string, string]))),
    ['user manager', await staffWith(server, 'User managers', { USERS: 1 | 2 | 8 | 16 | 32 })],
    ['security editor', await staffWith(server, 'Security editors', { SECURITY: 1 | 2 | 4 | 8 })],
    ['content and users', await staffWith(server, 'Content and users', { DASHBOARD: 127, ARTICLES: 127, TAGS: 127, CATEGORIES: 127, GALLERY: 127, SEO: 127, USERS: 127 })],
  ];
  for (const [name, token] of tokens) {
    const me = await server.call({ method: 'GET', url: '/api/auth/me', token });
    callers.set(name, { token, permissions: me.json().securityPermissions as PermissionMap });
  }
});
afterAll(() => server?.close());

/** Whether `held` has every bit of `target` on every point. */
const covers = (held: PermissionMap, target: PermissionMap) =>
  Object.entries(target).every(([point, value]) => (value & ~(held[point as keyof PermissionMap] ?? 0)) === 0);
const hasBit = (permissions: PermissionMap, point: keyof PermissionMap, bit: number) => ((permissions[point] ?? 0) & bit) !== 0;

describe('who may act on whom', () => {
  it('saves a staff user only for a caller with USERS edit who holds everything the user holds', async () => {
    const staff = await server.db.selectFrom('users').select(['id', 'fullname', 'email', 'group_id']).where('group_id', '!=', 21).where('status', '=', 1).orderBy('id').execute();
    expect(staff.length).toBeGreaterThanOrEqual(9);
    const wrong: string[] = [];
    let allowedCount = 0;
    for (const [name, caller] of callers) {
      for (const user of staff) {
        const target = await permissionsOfGroup(server.db, user.group_id);
        const allowed = hasBit(caller.permissions, 'USERS', 8) && covers(caller.permissions, target);
        const reply = await server.call({ method: 'POST', url: '/api/site/user/update', token: caller.token, payload: { userId: user.id, fullname: user.fullname, username: user.email } });
        const refusedByRule = reply.statusCode === 403 && reply.json().messageCode === 'security.userOutranksYou';
        const refusedByBit = reply.statusCode === 403 && !hasBit(caller.permissions, 'USERS', 8);
        if (allowed ? reply.statusCode !== 200 : !(refusedByRule || refusedByBit)) wrong.push(`${name} → ${user.email}: ${reply.statusCode} ${reply.body.slice(0, 100)}`);
        if (allowed) allowedCount += 1;
      }
    }
    expect(wrong).toEqual([]);
    // Both sides were really met: some pairs allowed, some refused by the rule itself.
    expect(allowedCount).toBeGreaterThan(staff.length);
    expect(allowedCount).toBeLessThan(callers.size * staff.length);
  });

  it('saves a security profile only for a caller with SECURITY edit who holds all of it, the administrators profile only with ALL on SECURITY', async () => {
    const list = await server.call({ method: 'GET', url: '/api/site/security/profile/list?pageno=1&limitCount=100&firstIndex=-2&keyword=', token: callers.get('admin')!.token });
    const profiles = securityContract.securityProfiles.calls.list.reply.parse(list.json()).content;
    const keyOf = new Map((await server.db.selectFrom('security_points').select(['id', 'key']).execute()).map((point) => [point.id, point.key]));
    const wrong: string[] = [];
    const outcomes = new Set<string>();
    for (const [name, caller] of callers) {
      for (const profile of profiles) {
        const target = Object.fromEntries(profile.settings.map((setting) => [keyOf.get(setting.securityPointId), setting.permission])) as PermissionMap;
        const mayEdit = hasBit(caller.permissions, 'SECURITY', 8);
        const isAdministrators = profile.profileId === securityContract.ADMINISTRATORS_ID;
        const allowed = mayEdit && covers(caller.permissions, target) && (!isAdministrators || caller.permissions.SECURITY === 127);
        const reply = await server.call({ method: 'POST', url: '/api/site/security/profile/update', token: caller.token, payload: profile });
        const code = reply.statusCode === 200 ? 'saved' : reply.json().messageCode;
        outcomes.add(code);
        const expected = allowed ? ['saved'] : !mayEdit ? ['http.noPermission'] : isAdministrators ? ['security.administratorsOnly'] : ['security.strongerThanYou'];
        if (!expected.includes(code)) wrong.push(`${name} → ${profile.profileName}: ${reply.statusCode} ${reply.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(outcomes).toEqual(new Set(['saved', 'http.noPermission', 'security.administratorsOnly', 'security.strongerThanYou']));
  });

  it('offers each caller with USERS edit only the groups it may move someone into', async () => {
    for (const [name, caller] of callers) {
      if (!hasBit(caller.permissions, 'USERS', 8)) continue;
      const offered = usersContract.userSecurityGroups.reply.parse((await server.call({ method: 'GET', url: '/api/site/user/security-groups', token: caller.token })).json());
      for (const group of offered) expect(covers(caller.permissions, await permissionsOfGroup(server.db, group.groupId)), `${name}: ${group.title}`).toBe(true);
      const every = await server.db.selectFrom('security_groups').select('id').execute();
      const withheld = every.filter((group) => !offered.some((choice) => choice.groupId === group.id));
      for (const group of withheld) expect(covers(caller.permissions, await permissionsOfGroup(server.db, group.id)), `${name}: group ${group.id}`).toBe(false);
    }
  });
});
