import type { FastifyInstance } from 'fastify';
import type { ColumnType } from 'kysely';
import { securityContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import { HttpError } from '../../http/errors';
import { callerPermissions, permissionsOfProfile, refuseActingOnStronger, refuseAdministratorsChange, refuseGrantingBeyond, refuseLeavingNobodyInCharge } from '../../security/grant-rule';
import { registerResource } from '../../resources/register-resource';

declare module '../../db/schema' {
  interface SecurityGroupTable {
    notes: ColumnType<string, string | undefined, string>;
  }
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
    // By the rule of who may grant what: the caller could hold the group's profile themselves, before and after.
    check: async (db, input, { existing, session }) => {
      const profile = await db.selectFrom('security_profiles').select('id').where('id', '=', input.profileId).executeTakeFirst();
      if (!profile) throw new HttpError(400, SECURITY_GROUP_MESSAGES.unknownProfile, { fields: { profileId: SECURITY_GROUP_MESSAGES.unknownProfile } });
      const held = await callerPermissions(db, session);
      if (existing) {
        refuseAdministratorsChange(held, Number(existing.id));
        await refuseActingOnStronger(db, held, await permissionsOfProfile(db, Number(existing.profile_id)));
      }
      await refuseGrantingBeyond(db, held, await permissionsOfProfile(db, input.profileId), 'profileId');
    },
    toColumns: (input) => ({ name: input.title, notes: input.notes, profile_id: input.profileId }),
    // Checked after the change, inside its transaction: a refusal undoes it.
    afterWrite: (db) => refuseLeavingNobodyInCharge(db, 'profileId'),
  });
}
