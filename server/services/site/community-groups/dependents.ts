import { sql } from 'kysely';
import { siteContract } from '@/shared/api/contract';
import { isPostgres, type Db } from '../../../db/database';
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
 * keeps such records adds its table here; a table not made yet (its migration still to come) is skipped.
 */
export const GROUP_DEPENDENTS: readonly GroupDependent[] = [
  { table: 'community_posts', column: 'group_id', message: M.hasDiscussions },
  { table: 'local_events', column: 'group_id', message: M.hasEvents },
];

async function tableExists(db: Db, table: string): Promise<boolean> {
  const { rows } = isPostgres(db)
    ? await sql<{ found: unknown }>`select to_regclass(${table}) as found`.execute(db)
    : await sql<{ found: unknown }>`select name as found from sqlite_master where type in ('table', 'view') and name = ${table}`.execute(db);
  return rows.length > 0 && rows[0]!.found !== null;
}

/** Refuses with 409 to delete group `groupId` while discussions or local events name it. */
export async function refuseOrphans(db: Db, groupId: number, dependents: readonly GroupDependent[] = GROUP_DEPENDENTS): Promise<void> {
  for (const { table, column, message } of dependents) {
    if (!(await tableExists(db, table))) continue;
    const { rows } = await sql`select 1 as found from ${sql.table(table)} where ${sql.ref(column)} = ${groupId} limit 1`.execute(db);
    if (rows.length > 0) throw new HttpError(409, message);
  }
}
