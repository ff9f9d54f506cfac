import type { FastifyInstance } from 'fastify';
import type { ColumnType } from 'kysely';
import { usersContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import type { UserStatus } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { registerCall } from '../../http/route';
import { registerResource, type ActionHandler } from '../../resources/register-resource';
import { normaliseEmail } from '../auth/users';

const { USER_MESSAGES: M, users, userSecurityGroups } = usersContract;

declare module '../../db/schema' {
  interface UserTable {
    /** A sum of login type bits: 1 Email, 2 Facebook, 4 Google, 8 Smart Link, 16 Apple. */
    login_type: ColumnType<number, number | undefined, number>;
    /** Why an administrator banned the user; null unless banned. */
    ban_reason: string | null;
  }
}

type Row = Record<string, unknown>;

const ACTIVE: UserStatus = 1;
const LOCKED: UserStatus = 2;
const ADMIN_LOCKED: UserStatus = 3;

/** Each record of a page with its security group's name. */
async function withGroupNames(db: Db, records: Row[]): Promise<Row[]> {
  const ids = [...new Set(records.map((record) => Number(record.groupId)))];
  if (ids.length === 0) return records;
  const groups = await db.selectFrom('security_groups').select(['id', 'name']).where('id', 'in', ids).execute();
  return records.map((record) => ({ ...record, groupName: groups.find((group) => group.id === record.groupId)?.name ?? '' }));
}

/** A user whose status no longer lets them in loses every session at once, in the transaction of the change. */
async function endSessions(trx: Db, userId: number, now: number): Promise<void> {
  await trx.updateTable('auth_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** Refuses a change of one's own account that would lock oneself out or change one's own rights. */
const refuseOwn = (row: Row, sessionUserId: number, message: string) => {
  if (Number(row.id) === sessionUserId) throw forbidden(message);
};

async function setStatus(trx: Db, userId: number, status: UserStatus, reason: string | null): Promise<void> {
  await trx.updateTable('users').set({ status, ban_reason: reason }).where('id', '=', userId).execute();
}

const activate: ActionHandler = async (trx, row) => {
  await setStatus(trx, Number(row.id), ACTIVE, null);
};

const deactivate: ActionHandler = async (trx, row, { session, now }) => {
  refuseOwn(row, session.userId, M.ownDeactivate);
  await setStatus(trx, Number(row.id), LOCKED, null);
  await endSessions(trx, Number(row.id), now);
};

const ban: ActionHandler = async (trx, row, { body, session, now }) => {
  refuseOwn(row, session.userId, M.ownBan);
  await setStatus(trx, Number(row.id), ADMIN_LOCKED, (body as { reason: string }).reason);
  await endSessions(trx, Number(row.id), now);
};

/** The next call of the moved user is checked against the new group's profile (permissions are read per call). */
const moveGroup: ActionHandler = async (trx, row, { body, session }) => {
  refuseOwn(row, session.userId, M.ownGroup);
  const { groupId } = body as { groupId: number };
  const group = await trx.selectFrom('security_groups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!group) throw badRequest(M.groupNotFound, { groupId: M.groupNotFound });
  await trx.updateTable('users').set({ group_id: groupId }).where('id', '=', Number(row.id)).execute();
};

export function registerUserCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(
    app,
    ctx,
    users,
    {
      table: 'users',
      keywordColumns: ['email'],
      orderColumn: 'id',
      sortColumns: { fullname: 'fullname', username: 'email' },
      filterColumns: {
        status: { column: 'status', zeroIsAValue: true },
        email: { column: 'email', contains: true },
        userId: 'id',
      },
      toRecord: (row) => ({
        userId: Number(row.id),
        fullname: String(row.fullname),
        username: String(row.email),
        status: Number(row.status),
        groupId: Number(row.group_id),
        groupName: '',
        loginType: Number(row.login_type),
        reason: row.ban_reason === null || row.ban_reason === undefined ? null : String(row.ban_reason),
        createDate: String(row.created_at),
      }),
      complete: withGroupNames,
      // E-mail addresses are kept lower-cased, so no two differ only in case.
      toColumns: (input) => ({ fullname: input.fullname, email: normaliseEmail(input.username) }),
      unique: [{ column: 'email', field: 'username', message: M.usernameTaken }],
    },
    { activate, deactivate, ban, moveGroup },
  );

  registerCall(app, ctx, userSecurityGroups, async () => {
    const groups = await ctx.db.selectFrom('security_groups').select(['id', 'name']).orderBy('name').orderBy('id').execute();
    return groups.map((group) => ({ groupId: group.id, title: group.name }));
  });
}
