import type { FastifyInstance } from 'fastify';
import type { ColumnType } from 'kysely';
import { usersContract } from '@/shared/api/contract';
import { pointsBeyond } from '@/shared/lib/permissions';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import type { UserStatus } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { registerCall } from '../../http/route';
import { registerResource, type ActionHandler } from '../../resources/register-resource';
import { callerPermissions, refuseActingOnUser, refuseGrantingBeyond, refuseLeavingNobodyInCharge } from '../../security/grant-rule';
import { permissionsOfGroup, permissionsOfGroups } from '../../security/permissions';
import { endSessionsOf, type Session } from '../../security/sessions';
import { secureEmailChange } from './email-change';
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

/**
 * Each record of a page with its security group's name, and whether the user holds a bit the caller
 * lacks (the screen then offers no change to their account, as the server would refuse it).
 */
async function withGroupNames(db: Db, records: Row[], { session }: { session: Session }): Promise<Row[]> {
  const ids = [...new Set(records.map((record) => Number(record.groupId)))];
  if (ids.length === 0) return records;
  const [groups, permissions, held] = await Promise.all([
    db.selectFrom('security_groups').select(['id', 'name']).where('id', 'in', ids).execute(),
    permissionsOfGroups(db, ids),
    callerPermissions(db, session),
  ]);
  return records.map((record) => ({
    ...record,
    groupName: groups.find((group) => group.id === record.groupId)?.name ?? '',
    outranksYou: pointsBeyond(permissions.get(Number(record.groupId)) ?? {}, held).length > 0,
  }));
}

/** Refuses a change of one's own account that would lock oneself out or change one's own rights. */
const refuseOwn = (row: Row, sessionUserId: number, message: string) => {
  if (Number(row.id) === sessionUserId) throw forbidden(message);
};

async function setStatus(trx: Db, userId: number, status: UserStatus, reason: string | null): Promise<void> {
  await trx.updateTable('users').set({ status, ban_reason: reason }).where('id', '=', userId).execute();
}

const activate: ActionHandler = async (trx, row, { session }) => {
  await refuseActingOnUser(trx, session, Number(row.id));
  await setStatus(trx, Number(row.id), ACTIVE, null);
};

const deactivate: ActionHandler = async (trx, row, { session, now }) => {
  refuseOwn(row, session.userId, M.ownDeactivate);
  await refuseActingOnUser(trx, session, Number(row.id));
  await setStatus(trx, Number(row.id), LOCKED, null);
  await endSessionsOf(trx, Number(row.id), now);
  await refuseLeavingNobodyInCharge(trx);
};

const ban: ActionHandler = async (trx, row, { body, session, now }) => {
  refuseOwn(row, session.userId, M.ownBan);
  await refuseActingOnUser(trx, session, Number(row.id));
  await setStatus(trx, Number(row.id), ADMIN_LOCKED, (body as { reason: string }).reason);
  await endSessionsOf(trx, Number(row.id), now);
  await refuseLeavingNobodyInCharge(trx);
};

/**
 * The next call of the moved user is checked against the new group's profile (permissions are read per
 * call). Nobody moves a user who outranks them, or into a group holding more than they do.
 */
const moveGroup: ActionHandler = async (trx, row, { body, session }) => {
  refuseOwn(row, session.userId, M.ownGroup);
  const held = await refuseActingOnUser(trx, session, Number(row.id));
  const { groupId } = body as { groupId: number };
  const group = await trx.selectFrom('security_groups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!group) throw badRequest(M.groupNotFound, { groupId: M.groupNotFound });
  await refuseGrantingBeyond(trx, held, await permissionsOfGroup(trx, groupId), 'groupId');
  await trx.updateTable('users').set({ group_id: groupId }).where('id', '=', Number(row.id)).execute();
  await refuseLeavingNobodyInCharge(trx, 'groupId');
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
        // Filled in for the caller by `complete`.
        outranksYou: false,
      }),
      complete: withGroupNames,
      // What the user is to the caller is no part of the user's history.
      derivedFields: ['outranksYou'],
      check: async (db, _input, { existing, session }) => {
        if (existing) await refuseActingOnUser(db, session, Number(existing.id));
      },
      // E-mail addresses are kept lower-cased, so no two differ only in case.
      toColumns: (input) => ({ fullname: input.fullname, email: normaliseEmail(input.username) }),
      unique: [{ column: 'email', field: 'username', message: M.usernameTaken }],
      afterWrite: async (db, id, input, { now, existing }) => {
        const previous = String(existing?.email ?? '');
        if (existing && previous !== normaliseEmail(input.username)) await secureEmailChange(ctx, db, { userId: id, previous, fullname: input.fullname, now });
      },
    },
    { activate, deactivate, ban, moveGroup },
  );

  // Only the groups the caller may move someone into: none holding a bit the caller lacks.
  registerCall(app, ctx, userSecurityGroups, async ({ session }) => {
    const groups = await ctx.db.selectFrom('security_groups').select(['id', 'name']).orderBy('name').orderBy('id').execute();
    const [permissions, held] = await Promise.all([permissionsOfGroups(ctx.db, groups.map((group) => group.id)), callerPermissions(ctx.db, session)]);
    return groups.filter((group) => pointsBeyond(permissions.get(group.id) ?? {}, held).length === 0).map((group) => ({ groupId: group.id, title: group.name }));
  });
}
