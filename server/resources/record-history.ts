import { sql } from 'kysely';
import type { resourceContract } from '@/shared/api/contract';
import type { Db } from '../db/database';
import type { Session } from '../security/sessions';

type HistoryEntry = resourceContract.HistoryEntry;
type Fields = Record<string, unknown>;

/** The fields whose value differs between two versions of a record (a side missing counts as null). */
export function changedFields(before: Fields | null, after: Fields | null): HistoryEntry['changes'] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...names]
    .map((field) => ({ field, from: before?.[field] ?? null, to: after?.[field] ?? null }))
    .filter((change) => JSON.stringify(change.from) !== JSON.stringify(change.to));
}

/** Writes one history row: who changed which record of which resource, when, and each field from what to what. */
export async function recordChange(
  db: Db,
  change: { resource: string; recordId: number; action: HistoryEntry['action']; session: Session; at: number; before: Fields | null; after: Fields | null },
): Promise<void> {
  const changes = changedFields(change.before, change.after);
  if (change.action === 'updated' && changes.length === 0) return;
  await db
    .insertInto('record_history')
    .values({
      resource: change.resource,
      record_id: change.recordId,
      action: change.action,
      at: new Date(change.at).toISOString(),
      user_id: change.session.userId,
      user_name: change.session.fullname,
      changes: JSON.stringify(changes),
    })
    .execute();
}

export async function historyOf(db: Db, resource: string, recordId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('record_history')
    .selectAll()
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .orderBy(sql`id`, 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.at,
    userId: row.user_id,
    userName: row.user_name,
    changes: JSON.parse(row.changes) as HistoryEntry['changes'],
  }));
}
