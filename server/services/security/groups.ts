import type { FastifyInstance } from 'fastify';
import type { ColumnType } from 'kysely';
import { securityContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { ACTIVE_STATUS } from '../../security/sessions';
import { registerResource } from '../../resources/register-resource';

declare module '../../db/schema' {
  interface SecurityGroupTable {
    notes: ColumnType<string, string | undefined, string>;
  }
}

/** Whether an active user's group has a profile with ALL on the SECURITY point: someone can still manage security. */
async function someoneManagesSecurity(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('security_groups as g', 'g.id', 'u.group_id')
    .innerJoin('profile_permissions as pp', 'pp.profile_id', 'g.profile_id')
    .innerJoin('security_points as sp', 'sp.id', 'pp.point_id')
    .select('u.id')
    .where('u.status', '=', ACTIVE_STATUS)
    .where('sp.key', '=', 'SECURITY')
    .where('pp.value', '=', securityContract.ALL_BITS)
    .executeTakeFirst();
  return row !== undefined;
}

export function registerSecurityGroupCalls(app: FastifyInstance, ctx: ServerContext): void {
  const { SECURITY_GROUP_MESSAGES } = securityContract;
  registerResource(app, ctx, securityContract.securityGroups, {
    table: 'security_groups',
    // The groups with their profile's name.
    readFrom: 'security_groups_named',
    keywordColumns: ['name', 'notes', 'profile_name'],
    orderColumn: 'id',
    sortColumns: { title: 'name', groupId: 'id', profileName: 'profile_name' },
    toRecord: (row) => ({
      groupId: Number(row.id),
      title: String(row.name),
      notes: String(row.notes ?? ''),
      profileId: Number(row.profile_id),
      profileName: String(row.profile_name),
    }),
    check: async (db, input) => {
      const profile = await db.selectFrom('security_profiles').select('id').where('id', '=', input.profileId).executeTakeFirst();
      if (!profile) throw new HttpError(400, SECURITY_GROUP_MESSAGES.unknownProfile, { fields: { profileId: SECURITY_GROUP_MESSAGES.unknownProfile } });
    },
    toColumns: (input) => ({ name: input.title, notes: input.notes, profile_id: input.profileId }),
    // Checked after the change, inside its transaction: a refusal undoes it.
    afterWrite: async (db) => {
      if (!(await someoneManagesSecurity(db))) {
        throw new HttpError(409, SECURITY_GROUP_MESSAGES.lastAdministrators, { fields: { profileId: SECURITY_GROUP_MESSAGES.lastAdministrators } });
      }
    },
  });
}
