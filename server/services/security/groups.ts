import type { FastifyInstance } from 'fastify';
import type { ColumnType } from 'kysely';
import { securityContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import { HttpError } from '../../http/errors';
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
    check: async (db, input) => {
      const profile = await db.selectFrom('security_profiles').select('id').where('id', '=', input.profileId).executeTakeFirst();
      if (!profile) throw new HttpError(400, SECURITY_GROUP_MESSAGES.unknownProfile, { fields: { profileId: SECURITY_GROUP_MESSAGES.unknownProfile } });
    },
    toColumns: (input) => ({ name: input.title, notes: input.notes, profile_id: input.profileId }),
  });
}
