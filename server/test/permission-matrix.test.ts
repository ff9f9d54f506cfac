import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionRule } from '@/shared/api/contract';
import type { PermissionMap } from '@/shared/lib/permissions';
import { NO_PERMISSION } from '../http/errors';
import { meetsRule } from '../security/access';
import { DEMO, startTestServer, type DemoAccount, type TestServer } from './harness';

/**
 * Every operation of the OpenAPI document that needs a permission bit, called as each demo role: a role
 * whose security profile lacks the bit is refused with 403; a role that holds it passes the check. The
 * expectations come from the document's `x-permission` and each role's profile as the server reports it,
 * so a new call is covered as soon as it is registered. A call only some security groups may make
 * (`x-security-groups`) refuses every other group, whatever its bits.
 *
 * The calls carry input that fails validation (a path id that is not a number, a body that is not an
 * object), which the server checks only after the permission: a permitted call answers 400 or 404 and
 * changes nothing, whatever it would do with real input.
 */
const ROLES: DemoAccount[] = ['admin', 'content', 'moderator', 'instructor', 'viewer'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  rule: PermissionRule;
  groups?: readonly number[];
}

let server: TestServer;
let operations: Operation[];
const profiles = new Map<DemoAccount, PermissionMap>();
const groupOf = new Map<DemoAccount, number>();

beforeAll(async () => {
  server = await startTestServer();
  const document = (await server.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
    paths: Record<string, Partial<Record<string, { 'x-permission'?: PermissionRule; 'x-security-groups'?: number[] }>>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    METHODS.flatMap((method) => {
      const rule = byMethod[method]?.['x-permission'];
      return rule ? [{ method, path, rule, groups: byMethod[method]?.['x-security-groups'] }] : [];
    }),
  );
  for (const role of ROLES) {
    const me = await server.call({ method: 'GET', url: '/api/auth/me', token: await server.tokenOf(role) });
    profiles.set(role, me.json().securityPermissions as PermissionMap);
    const user = await server.db.selectFrom('users').select('group_id').where('email', '=', DEMO[role].email).executeTakeFirstOrThrow();
    groupOf.set(role, Number(user.group_id));
  }
});

afterAll(async () => {
  await server?.close();
});

describe('the permission matrix', () => {
  it('covers the reads and writes of every service', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(new Set(operations.map((operation) => operation.path.split('/')[2]))).toEqual(new Set(['academy', 'site', 'shop', 'premium', 'subscriptions', 'stories']));
    expect(new Set(operations.map((operation) => operation.method))).toEqual(new Set(['get', 'post', 'put', 'patch', 'delete']));
  });

  it.each(ROLES)('answers %s as the security points say, on every operation', async (role) => {
    const token = await server.tokenOf(role);
    const wrong: string[] = [];
    let refusedCount = 0;
    for (const { method, path, rule, groups } of operations) {
      const reply = await server.call({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/g, 'not-a-number'),
        token,
        ...(method === 'get' || method === 'delete' ? {} : { payload: '"not an object"', headers: { 'content-type': 'application/json' } }),
      });
      const refused = reply.statusCode === 403 && reply.json().message === NO_PERMISSION;
      const allowed = meetsRule(profiles.get(role), rule) && (!groups || groups.includes(groupOf.get(role)!));
      if (!allowed) refusedCount += 1;
      if (reply.statusCode >= 500 || reply.statusCode === 401 || refused === allowed) {
        wrong.push(`${method.toUpperCase()} ${path}: ${reply.statusCode} ${reply.body.slice(0, 120)} (bit ${allowed ? 'held' : 'not held'})`);
      }
    }
    expect(wrong).toEqual([]);
    // Every role but the administrator lacks something, so the refusals were really tried.
    if (role !== 'admin') expect(refusedCount).toBeGreaterThan(0);
  });
});
