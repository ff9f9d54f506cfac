import { shopContract } from '@/shared/api/contract';
import type { Db } from '../../../db/database';
import { drawnOnce, drawPng, type Rgb } from '../../../db/seed-image';
import type { Storage } from '../../uploads/storage';
import { SAMPLE_STORES } from '../sample-stores/credentials';
import { sealToken } from './store-access';
import './table';

const HOUR = 60 * 60 * 1000;

interface DemoVendor {
  name: string;
  description: string;
  websiteLink: string;
  contact: string;
  /** The colour of its pictures, and of the pale mark on them. */
  colour: Rgb;
  store: { storeType: 'SHOPIFY'; storeDomain: string; adminAccessToken: string; storeVersion: string } | { storeType: 'ECWID'; storeId: string; publicToken: string };
}

/** Three demo vendors, all active, each pointing at one of the sample stores. */
const DEMO_VENDORS: readonly DemoVendor[] = [
  {
    name: 'Noor Modest Wear',
    description: 'Abayas, hijabs and modest everyday clothing, made in small runs.',
    websiteLink: 'https://noor-modest-wear.example.com',
    contact: 'orders@noor-modest-wear.example.com',
    colour: [46, 110, 120],
    store: { storeType: 'SHOPIFY', ...SAMPLE_STORES.shopify },
  },
  {
    name: 'Barakah Books',
    description: 'Qur’an copies, tafsir, seerah and children’s books in English and Urdu.',
    websiteLink: 'https://barakah-books.example.com',
    contact: '+44 20 7946 0958',
    colour: [120, 70, 40],
    store: { storeType: 'SHOPIFY', ...SAMPLE_STORES.revokedShopify },
  },
  {
    name: 'Crescent Kitchen',
    description: 'Dates, spices and halal pantry goods for suhoor and iftar.',
    websiteLink: 'https://crescent-kitchen.example.com',
    contact: 'hello@crescent-kitchen.example.com',
    colour: [150, 90, 30],
    store: { storeType: 'ECWID', ...SAMPLE_STORES.ecwid },
  },
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;
const PALE: Rgb = [250, 244, 228];

/** A vendor picture: its colour fading to a lighter shade, with a pale crescent left of centre. */
const vendorPicture = drawnOnce((width: number, height: number, colour: Rgb): Buffer => {
  const light = mix(colour, PALE, 0.45);
  const radius = Math.min(width, height) * 0.32;
  const cx = Math.min(width * 0.5, height * 0.6);
  const cy = height / 2;
  return drawPng(width, height, (x, y) => {
    const inMoon = (x - cx) ** 2 + (y - cy) ** 2 < radius ** 2;
    const inShadow = (x - cx - radius * 0.45) ** 2 + (y - cy - radius * 0.1) ** 2 < (radius * 0.85) ** 2;
    return inMoon && !inShadow ? PALE : mix(colour, light, x / width);
  });
});

/** The three demo vendors with a logo, an image and a banner each, their store keys sealed with `secret`. */
export async function seedVendors(db: Db, storage: Storage, now: number, secret: string): Promise<void> {
  for (const [index, vendor] of DEMO_VENDORS.entries()) {
    const pictures: Record<string, string> = {};
    for (const [prefix, width, height] of [['image', 240, 150], ['logo', 96, 96], ['banner', 600, 160]] as const) {
      const key = storage.newKeyIn('vendor');
      await storage.write(key, vendorPicture(width, height, vendor.colour));
      pictures[`${prefix}_key`] = key;
      pictures[`${prefix}_type`] = 'image/png';
    }
    const { store } = vendor;
    const token = sealToken(store.storeType === 'SHOPIFY' ? store.adminAccessToken : store.publicToken, secret);
    await db
      .insertInto('vendors')
      .values({
        name: vendor.name,
        slug: shopContract.shopSlugOf(vendor.name),
        description: vendor.description,
        website_link: vendor.websiteLink,
        contact: vendor.contact,
        store_type: store.storeType,
        is_active: 1,
        store_domain: '',
        store_version: '',
        admin_access_token_mask: '',
        store_id: '',
        public_token_mask: '',
        ...(store.storeType === 'SHOPIFY'
          ? { store_domain: store.storeDomain, store_version: store.storeVersion, admin_access_token_sealed: token.sealed, admin_access_token_mask: token.mask }
          : { store_id: store.storeId, public_token_sealed: token.sealed, public_token_mask: token.mask }),
        ...pictures,
        updated_at: new Date(now - (DEMO_VENDORS.length - index) * 5 * HOUR).toISOString(),
      })
      .execute();
  }
}
