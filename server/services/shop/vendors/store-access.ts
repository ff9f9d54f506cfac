import { shopContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { HttpError, notFound } from '../../../http/errors';
import { seal, unseal } from '../../../lib/sealing';
import './table';

/** What the sync needs to reach a vendor's store: its platform's address and keys, unsealed. */
export type StoreAccess =
  | { vendorId: number; slug: string; storeType: 'SHOPIFY'; storeDomain: string; adminAccessToken: string; storeVersion: string }
  | { vendorId: number; slug: string; storeType: 'ECWID'; storeId: string; publicToken: string };

/** A store token as kept at rest: sealed with the server's secret, beside its masked form. */
export const sealToken = (token: string, secret: string) => ({ sealed: seal(token, secret, 'store-access'), mask: shopContract.maskToken(token) });

/** The keys of vendor `vendorId`'s store, unsealed, for the sync alone (never for a reply or a log line); 404 for an unknown vendor. */
export async function readStoreAccess(db: Db, ctx: Pick<ServerContext, 'secret'>, vendorId: number): Promise<StoreAccess> {
  const row = await db.selectFrom('vendors').selectAll().where('id', '=', vendorId).executeTakeFirst();
  if (!row) throw notFound(shopContract.VENDOR_MESSAGES.notFound);
  // A token sealed under another secret cannot be opened: staff must enter it again.
  const open = (sealed: string | null) => {
    try {
      return sealed ? unseal(sealed, ctx.secret, 'store-access') : '';
    } catch {
      throw new HttpError(409, shopContract.VENDOR_MESSAGES.tokenUnreadable);
    }
  };
  return row.store_type === 'SHOPIFY'
    ? { vendorId, slug: row.slug, storeType: 'SHOPIFY', storeDomain: row.store_domain, adminAccessToken: open(row.admin_access_token_sealed), storeVersion: row.store_version }
    : { vendorId, slug: row.slug, storeType: 'ECWID', storeId: row.store_id, publicToken: open(row.public_token_sealed) };
}
