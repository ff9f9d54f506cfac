import { sql, type Generated, type Selectable } from 'kysely';
import { siteContract } from '@/shared/api/contract';
import type { Db } from '../../../db/database';

/** A published file as stored. */
export interface PublicFileTable {
  id: Generated<number>;
  /** The public name; unique without regard to case. */
  key: string;
  /** Where the bytes are in the file store (`public-files/<uuid>`). */
  storage_key: string;
  content_type: string;
  size: number;
  uploaded_by: number | null;
  uploaded_at: string;
}
export type PublicFileRow = Selectable<PublicFileTable>;

declare module '../../../db/schema' {
  interface Database {
    public_files: PublicFileTable;
  }
}

/** The address anyone reaches a public file at: `<origin>/public-files/<name>`. */
export const publicFileUrl = (origin: string, key: string) => `${origin}/${siteContract.PUBLIC_FILES_PATH}/${encodeURIComponent(key)}`;

export async function findPublicFile(db: Db, key: string): Promise<PublicFileRow | undefined> {
  // Names differing only in case are one name.
  return db.selectFrom('public_files').selectAll().where(sql`lower(key)`, '=', key.toLowerCase()).executeTakeFirst();
}

/** Claims the name for a file about to be written; undefined when another file has it already. */
export async function claimPublicFile(db: Db, row: Omit<PublicFileRow, 'id'>): Promise<number | undefined> {
  const inserted = await db
    .insertInto('public_files')
    .values(row)
    // The only unique rule besides the id is the name's, without regard to case.
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function releasePublicFile(db: Db, id: number): Promise<void> {
  await db.deleteFrom('public_files').where('id', '=', id).execute();
}

/** The files published last, newest first, with the uploader's name. */
export async function recentPublicFileRows(db: Db, limit: number) {
  return db
    .selectFrom('public_files')
    .leftJoin('users', 'users.id', 'public_files.uploaded_by')
    .selectAll('public_files')
    .select('users.fullname')
    .orderBy('public_files.id', 'desc')
    .limit(limit)
    .execute();
}

export function toPublicFile(row: PublicFileRow & { fullname?: string | null }, origin: string): siteContract.PublicFile {
  return {
    key: row.key,
    url: publicFileUrl(origin, row.key),
    contentType: row.content_type,
    size: row.size,
    uploadedAt: row.uploaded_at,
    uploadedBy: row.fullname ?? null,
  };
}
