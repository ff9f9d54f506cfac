import { HttpResponse } from 'msw';
import { shopContract } from '@/shared/api';
import { changedOnce, contractHandler, makePng, memoryResource } from '@/shared/lib/storybook';

type Vendor = shopContract.Vendor;
const { vendors, maskToken, shopSlugOf } = shopContract;

/** The vendors (name, store type, active, has a logo), newest change first; each store's token masked as the server shows it. */
const VENDORS: readonly [name: string, storeType: shopContract.VendorStoreType, isActive: boolean, hasLogo: boolean][] = [
  ['Crescent Kitchen', 'ECWID', true, true],
  ['Barakah Books', 'SHOPIFY', true, true],
  ['Noor Modest Wear', 'SHOPIFY', true, true],
  ['Medina Dates Co', 'ECWID', true, true],
  ['Sidra Perfumes', 'SHOPIFY', false, true],
  ['Little Muslims Toys', 'SHOPIFY', true, false],
  ['Zamzam Travel Goods', 'ECWID', false, false],
];

export const vendorFixtures: Vendor[] = VENDORS.map(([name, storeType, isActive, hasLogo], index) => {
  const slug = shopSlugOf(name);
  return {
    id: VENDORS.length - index,
    name,
    slug,
    description: `${name}: goods for Muslim families, shipped worldwide.`,
    websiteLink: `https://${slug}.example.com`,
    contact: `orders@${slug}.example.com`,
    storeType,
    isActive,
    shopifyData:
      storeType === 'SHOPIFY' ? { storeDomain: `${slug}.myshopify.com`, storeVersion: '2025-10', adminAccessTokenMasked: maskToken(`shpat_${slug}_a1b2`), hasAdminAccessToken: true } : null,
    ecwidData: storeType === 'ECWID' ? { storeId: String(10987650 + index), publicTokenMasked: maskToken(`public_${slug}_c3d4`), hasPublicToken: true } : null,
    hasImage: hasLogo,
    hasLogo,
    hasBanner: hasLogo,
    updateDate: new Date(Date.UTC(2026, 10, 20, 21 - 2 * index, 0)).toISOString(),
  };
});

export const noor = vendorFixtures.find((vendor) => vendor.name === 'Noor Modest Wear')!;
export const crescent = vendorFixtures.find((vendor) => vendor.name === 'Crescent Kitchen')!;

type StoreInput = { storeDomain?: string; storeVersion?: string; adminAccessToken?: string; storeId?: string; publicToken?: string } | null | undefined;
/** The stored record of a vendor of `slug`, whose kept token an edit leaving it empty still shows. */
const storedOf = (slug: unknown) => vendorFixtures.find((vendor) => vendor.slug === slug);

export const vendorRows = memoryResource(vendors, vendorFixtures, {
  // The server keeps the token sealed and answers it masked; a new vendor has no pictures until some are sent.
  added: () => ({ hasImage: false, hasLogo: false, hasBanner: false }),
  derived: (input) => {
    const shopify = input.shopifyData as StoreInput;
    const ecwid = input.ecwidData as StoreInput;
    const stored = storedOf(input.slug);
    return {
      shopifyData:
        input.storeType === 'SHOPIFY' && shopify
          ? {
              storeDomain: shopify.storeDomain ?? '',
              storeVersion: shopify.storeVersion ?? '',
              adminAccessTokenMasked: shopify.adminAccessToken ? maskToken(shopify.adminAccessToken) : (stored?.shopifyData?.adminAccessTokenMasked ?? ''),
              hasAdminAccessToken: true,
            }
          : null,
      ecwidData:
        input.storeType === 'ECWID' && ecwid
          ? { storeId: ecwid.storeId ?? '', publicTokenMasked: ecwid.publicToken ? maskToken(ecwid.publicToken) : (stored?.ecwidData?.publicTokenMasked ?? ''), hasPublicToken: true }
          : null,
    };
  },
  matches: (row, body) => !body.status || row.isActive === (body.status === 'ACTIVE'),
  actions: { activate: () => ({ isActive: true }), deactivate: () => ({ isActive: false }) },
  history: changedOnce(noor.id, '2026-11-19T10:00:00.000Z', [{ field: 'contact', from: 'hello@noor-modest-wear.example.com', to: noor.contact }]),
});

const picture = (name: string, width: number, height: number) => async () => new HttpResponse(await makePng(name, width, height), { headers: { 'content-type': 'image/png' } });

/** The stored images, logos and banners. */
export const vendorScreenHandlers = [
  contractHandler(vendors.calls.files.imageFile, picture('image.png', 120, 80)),
  contractHandler(vendors.calls.files.logoFile, picture('logo.png', 48, 48)),
  contractHandler(vendors.calls.files.bannerFile, picture('banner.png', 300, 80)),
];
