import type { FastifyRequest } from 'fastify';
import type { PermissionMap, SecurityPointKey } from '@/shared/lib/permissions';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { queryTemplate, type SlotOf } from '../db/query-template';
import { hashToken, newToken } from '../lib/tokens';

export interface Session {
  tokenId: number;
  userId: number;
  email: string;
  fullname: string;
  groupId: number;
  mustChangePassword: boolean;
  permissions: PermissionMap;
}

const HOUR = 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 12 * HOUR;
export const REMEMBERED_SESSION_LIFETIME_MS = 30 * 24 * HOUR;
/** last_used_at is refreshed at most this often, so polling does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;
export const ACTIVE_STATUS = 1;

/** The token from `Authorization: Bearer`, `auth-token` or, for a call declaring it (the receipt download), `x-auth-header`. */
export function tokenOf(request: FastifyRequest, tokenHeader?: 'x-auth-header'): string | undefined {
  const authorization = request.headers.authorization;
  const bearer = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  const candidates = [bearer, request.headers['auth-token'], tokenHeader ? request.headers[tokenHeader] : undefined];
  for (const candidate of candidates) {
    const value = Array.isArray(candidate) ? candidate[0] : candidate;
    if (value && value.length <= 200) return value.trim();
  }
  return undefined;
}

export async function startSession(ctx: ServerContext, userId: number, rememberMe: boolean): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await ctx.db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: now + (rememberMe ? REMEMBERED_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS),
      revoked_at: null,
      last_used_at: now,
    })
    .execute();
  return token;
}

/** The sessions still live at `now`: not revoked, not expired, and their user still active. */
export function liveSessions(db: Db, now: number) {
  return db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where('u.status', '=', ACTIVE_STATUS);
}

const sessionLookup = queryTemplate((db: Db, _shape: undefined, slot: SlotOf<{ tokenHash: string; now: number }>) =>
  liveSessions(db, slot('now'))
    .leftJoin('security_groups as g', 'g.id', 'u.group_id')
    .leftJoin('profile_permissions as pp', 'pp.profile_id', 'g.profile_id')
    .leftJoin('security_points as sp', 'sp.id', 'pp.point_id')
    .select(['t.id as tokenId', 't.last_used_at', 'u.id as userId', 'u.email', 'u.fullname', 'u.group_id', 'u.must_change_password'])
    .select(['sp.key as pointKey', 'pp.value as pointValue'])
    .where('t.token_hash', '=', slot('tokenHash')),
);

/**
 * The live session of a token, with its group's permissions read afresh (a profile changed a moment ago
 * counts at once): one query, since every call asks it first. One row per permission of the profile.
 */
export async function findSession(ctx: ServerContext, token: string): Promise<Session | null> {
  const now = ctx.now();
  const rows = await sessionLookup.run(ctx.db, undefined, { tokenHash: hashToken(token), now });
  const row = rows[0];
  if (!row) return null;
  if (row.last_used_at === null || now - row.last_used_at > TOUCH_INTERVAL_MS) {
    await ctx.db.updateTable('auth_tokens').set({ last_used_at: now }).where('id', '=', row.tokenId).execute();
  }
  const permissions: PermissionMap = {};
  for (const { pointKey, pointValue } of rows) {
    if (pointKey !== null && pointValue !== null) permissions[pointKey as SecurityPointKey] = pointValue;
  }
  return {
    tokenId: row.tokenId,
    userId: row.userId,
    email: row.email,
    fullname: row.fullname,
    groupId: row.group_id,
    mustChangePassword: row.must_change_password === 1,
    permissions,
  };
}

export async function revokeToken(ctx: ServerContext, tokenId: number): Promise<void> {
  await ctx.db.updateTable('auth_tokens').set({ revoked_at: ctx.now() }).where('id', '=', tokenId).execute();
}

/** Ends every session of a user at once, in the transaction `db` of the change that shuts them out. */
export async function endSessionsOf(db: Db, userId: number, now: number): Promise<void> {
  await db.updateTable('auth_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of a user except, optionally, the one making the request. */
export async function revokeUserTokens(ctx: ServerContext, userId: number, exceptTokenId?: number): Promise<void> {
  let update = ctx.db
    .updateTable('auth_tokens')
    .set({ revoked_at: ctx.now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptTokenId !== undefined) update = update.where('id', '!=', exceptTokenId);
  await update.execute();
}
