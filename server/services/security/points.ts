import type { FastifyInstance } from 'fastify';
import type { ColumnType } from 'kysely';
import { securityContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import { registerResource } from '../../resources/register-resource';
import { bitsText } from './bits-text';

declare module '../../db/schema' {
  interface SecurityPointTable {
    /** The permission bits the point carries (127: ALL). */
    bit_settings: ColumnType<number, number | undefined, number>;
  }
}

/** A new point's key (what code checks), made once from its title: upper case, words joined by underscores. */
const keyOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase() || 'POINT';

export function registerSecurityPointCalls(app: FastifyInstance, ctx: ServerContext): void {
  const { SECURITY_POINT_MESSAGES, ADMINISTRATORS_ID, ALL_BITS } = securityContract;
  registerResource(app, ctx, securityContract.securityPoints, {
    table: 'security_points',
    keywordColumns: ['title', 'key'],
    orderColumn: 'id',
    sortColumns: { title: 'title', securityPointId: 'id' },
    toRecord: (row) => ({ securityPointId: Number(row.id), key: String(row.key), title: String(row.title), bitSettings: Number(row.bit_settings) }),
    // The key stays what it was made as: code checks it, and a new title must not take a permission away.
    toColumns: (input, { existing }) => ({
      key: existing ? String(existing.key) : keyOf(input.title),
      title: input.title,
      bit_settings: input.bitSettings,
    }),
    // A new point is the administrators' at once: a point nobody holds could never be granted to anyone.
    afterWrite: async (db, id, _input, { existing }) => {
      if (existing) return;
      const administrators = await db.selectFrom('security_profiles').select('id').where('id', '=', ADMINISTRATORS_ID).executeTakeFirst();
      if (administrators) await db.insertInto('profile_permissions').values({ profile_id: ADMINISTRATORS_ID, point_id: id, value: ALL_BITS }).execute();
    },
    historyView: async (_db, record) => ({ ...record, bitSettings: bitsText(Number(record.bitSettings)) }),
    unique: [
      { column: 'title', field: 'title', message: SECURITY_POINT_MESSAGES.titleTaken },
      { column: 'key', field: 'title', message: SECURITY_POINT_MESSAGES.titleTaken },
    ],
  });
}
