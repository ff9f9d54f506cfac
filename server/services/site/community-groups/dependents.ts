import { sql } from 'kysely';
import { siteContract } from '@/shared/api/contract';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/errors';

const M = siteContract.COMMUNITY_GROUP_MESSAGES;

/** A table whose rows name a Muslim group, and the words refusing to delete a group they name. */
export interface GroupDependent {
  table: string;
  column: string;
  message: string;
}

/**
 * The records that belong to a group: deleting the group would leave them without one. A section that
 * keeps such records adds its table here.
 */
export const GROUP_DEPENDENTS: readonly GroupDependent[] = [
  { table: 'community_posts', column: 'group_id', message: M.hasDiscussions },
  { table: 'local_events', column: 'group_id', message: M.hasEvents },
];

/** Refuses with 409 to delete group `groupId` while discussions or local events name it. */
export async function refuseOrphans(db: Db, groupId: number, dependents: readonly GroupDependent[] = GROUP_DEPENDENTS): Promise<void> {
  for (const { table, column, message } of dependents) {
    const { rows } = await sql`select 1 as found from ${sql.table(table)} where ${sql.ref(column)} = ${groupId} limit 1`.execute(db);
    if (rows.length > 0) throw new HttpError(409, message);
  }
}
