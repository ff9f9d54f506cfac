import type { Generated } from 'kysely';

/** A vendor as stored; the tokens are sealed (server/lib/sealing.ts, purpose 'store-access'), never sent as they are. */
export interface VendorTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string;
  website_link: string;
  contact: string;
  store_type: 'SHOPIFY' | 'ECWID';
  /** 1 active, 0 not. */
  is_active: number;
  /** Shopify: `<shop>.myshopify.com`, where its Admin API answers. */
  store_domain: string;
  /** Shopify: the Admin API version, as `2025-10`. */
  store_version: string;
  admin_access_token_sealed: string | null;
  /** The token's masked form shown to staff (`shpat_…a1b2`); empty when none is stored. */
  admin_access_token_mask: string;
  /** Ecwid: the store's id. */
  store_id: string;
  public_token_sealed: string | null;
  public_token_mask: string;
  image_key: string | null;
  image_type: string | null;
  logo_key: string | null;
  logo_type: string | null;
  banner_key: string | null;
  banner_type: string | null;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    vendors: VendorTable;
    vendors_view: VendorTable & { status: 'ACTIVE' | 'INACTIVE' };
  }
}
