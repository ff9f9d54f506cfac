import type { FastifyInstance } from 'fastify';
import { shopContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { badRequest } from '../../../http/errors';
import { registerCall } from '../../../http/route';
import { registerResource } from '../../../resources/register-resource';
import { sealToken } from './store-access';
import './table';

const { vendors, vendorNames, VENDOR_MESSAGES: M } = shopContract;
type Row = Record<string, unknown>;
type Input = shopContract.VendorInput;

const setActive = (isActive: 0 | 1) => async (trx: Db, row: Row, { now }: { now: number }) => {
  await trx.updateTable('vendors').set({ is_active: isActive, updated_at: new Date(now).toISOString() }).where('id', '=', Number(row.id)).execute();
};

/** A store token the vendor must have: sent now, or stored before for the same platform. */
function checkToken(input: Input, existing: Row | null): void {
  if (input.storeType === 'SHOPIFY' && !input.shopifyData?.adminAccessToken && !existing?.admin_access_token_sealed) {
    throw badRequest(M.adminAccessToken, { 'shopifyData.adminAccessToken': M.adminAccessToken });
  }
  if (input.storeType === 'ECWID' && !input.ecwidData?.publicToken && !existing?.public_token_sealed) {
    throw badRequest(M.publicToken, { 'ecwidData.publicToken': M.publicToken });
  }
}

/**
 * The store's columns: the chosen platform's address and keys (a token sent is sealed, one left empty
 * keeps the stored one), the other platform's cleared so no stale key stays behind.
 */
function storeColumns(input: Input, secret: string): Row {
  const token = (value: string | undefined, sealedColumn: string, maskColumn: string) => {
    if (!value) return {};
    const { sealed, mask } = sealToken(value, secret);
    return { [sealedColumn]: sealed, [maskColumn]: mask };
  };
  const noShopify = { store_domain: '', store_version: '', admin_access_token_sealed: null, admin_access_token_mask: '' };
  const noEcwid = { store_id: '', public_token_sealed: null, public_token_mask: '' };
  if (input.storeType === 'SHOPIFY') {
    const data = input.shopifyData!;
    return { ...noEcwid, store_domain: data.storeDomain!.toLowerCase(), store_version: data.storeVersion, ...token(data.adminAccessToken, 'admin_access_token_sealed', 'admin_access_token_mask') };
  }
  const data = input.ecwidData!;
  return { ...noShopify, store_id: data.storeId, ...token(data.publicToken, 'public_token_sealed', 'public_token_mask') };
}

/** A stored vendor as the panel sees it: its keys masked. */
function toRecord(row: Row): shopContract.Vendor {
  const isShopify = row.store_type === 'SHOPIFY';
  return {
    id: Number(row.id),
    name: String(row.name),
    slug: String(row.slug),
    description: String(row.description),
    websiteLink: String(row.website_link),
    contact: String(row.contact),
    storeType: isShopify ? 'SHOPIFY' : 'ECWID',
    isActive: Number(row.is_active) === 1,
    shopifyData: isShopify
      ? { storeDomain: String(row.store_domain), storeVersion: String(row.store_version), adminAccessTokenMasked: String(row.admin_access_token_mask), hasAdminAccessToken: Boolean(row.admin_access_token_sealed) }
      : null,
    ecwidData: isShopify ? null : { storeId: String(row.store_id), publicTokenMasked: String(row.public_token_mask), hasPublicToken: Boolean(row.public_token_sealed) },
    hasImage: Boolean(row.image_key),
    hasLogo: Boolean(row.logo_key),
    hasBanner: Boolean(row.banner_key),
    updateDate: String(row.updated_at),
  };
}

/** `vendor`: the list (by name and status), find, multipart save and update, activate, deactivate, history, the three pictures and the name summary. */
export function registerVendorCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(
    app,
    ctx,
    vendors,
    {
      table: 'vendors',
      readFrom: 'vendors_view',
      keywordColumns: ['name'],
      orderColumn: 'updated_at',
      filterColumns: { status: 'status' },
      fileColumns: { imageFile: 'image', logoFile: 'logo', bannerFile: 'banner' },
      unique: [{ column: 'slug', field: 'slug', message: M.slugTaken }],
      toRecord,
      // The history names each store field on its own, the tokens only masked as the record has them.
      historyView: async (_db, { shopifyData, ecwidData, ...record }) => {
        const shopify = shopifyData as shopContract.Vendor['shopifyData'];
        const ecwid = ecwidData as shopContract.Vendor['ecwidData'];
        return {
          ...record,
          storeDomain: shopify?.storeDomain ?? null,
          storeVersion: shopify?.storeVersion ?? null,
          adminAccessToken: shopify?.adminAccessTokenMasked || null,
          storeId: ecwid?.storeId ?? null,
          publicToken: ecwid?.publicTokenMasked || null,
        };
      },
      check: async (_db, input, { existing }) => checkToken(input, existing),
      toColumns: (input, { now }) => ({
        name: input.name,
        slug: input.slug,
        description: input.description,
        website_link: input.websiteLink,
        contact: input.contact,
        store_type: input.storeType,
        is_active: input.isActive ? 1 : 0,
        ...storeColumns(input, ctx.secret),
        updated_at: new Date(now).toISOString(),
      }),
    },
    { activate: setActive(1), deactivate: setActive(0) },
  );

  registerCall(app, ctx, vendorNames, async () => {
    const rows = await ctx.db.selectFrom('vendors').select(['id', 'name', 'slug', 'store_type', 'is_active']).orderBy('name').orderBy('id').execute();
    return { content: rows.map((row) => ({ id: Number(row.id), name: row.name, slug: row.slug, storeType: row.store_type, isActive: Number(row.is_active) === 1 })) };
  });
}
