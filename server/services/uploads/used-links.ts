import type { Db } from '../../db/database';

/** An upload link by what its signature covers: the key it writes and its expiry (epoch seconds). */
export interface UploadLink {
  key: string;
  expires: number;
}

export async function isLinkUsed(db: Db, link: UploadLink): Promise<boolean> {
  const row = await db
    .selectFrom('used_upload_links')
    .select('image_key')
    .where('image_key', '=', link.key)
    .where('expires', '=', link.expires)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the link used, in one insert the database keeps unique: true for the one request (on any
 * replica) that gets to store the file, false when the link was used already.
 */
export async function markLinkUsed(db: Db, link: UploadLink, at: string): Promise<boolean> {
  const inserted = await db
    .insertInto('used_upload_links')
    .values({ image_key: link.key, expires: link.expires, used_at: at })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Gives a link back when its file could not be written, so the same link can try again. */
export async function releaseLink(db: Db, link: UploadLink): Promise<void> {
  await db.deleteFrom('used_upload_links').where('image_key', '=', link.key).where('expires', '=', link.expires).execute();
}
