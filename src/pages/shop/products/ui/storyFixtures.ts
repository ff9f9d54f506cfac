import { HttpResponse } from 'msw';
import { shopContract } from '@/shared/api';
import { changedOnce, contractHandler, memoryResource } from '@/shared/lib/storybook';

type Product = shopContract.Product;
const { products, vendorNames, productCategoryNames, productTagNames } = shopContract;

const VENDORS = [
  { id: 1, name: 'Noor Modest Wear', slug: 'noor-modest-wear', storeType: 'SHOPIFY' as const, isActive: true },
  { id: 3, name: 'Crescent Kitchen', slug: 'crescent-kitchen', storeType: 'ECWID' as const, isActive: true },
];
const CATEGORIES = [
  { id: 1, name: 'Clothing', parentCategoryId: null, isActive: true },
  { id: 2, name: 'Abayas', parentCategoryId: 1, isActive: true },
  { id: 3, name: 'Hijabs', parentCategoryId: 1, isActive: true },
  { id: 4, name: 'Pantry', parentCategoryId: null, isActive: true },
  { id: 5, name: 'Dates', parentCategoryId: 4, isActive: true },
];
const TAGS = [
  { id: 1, name: 'Linen', isActive: true },
  { id: 2, name: 'Summer', isActive: true },
  { id: 3, name: 'Eid Collection', isActive: true },
];
const categoryName = (id: unknown) => CATEGORIES.find((category) => category.id === id)?.name ?? null;

/** A garment's picture as an inline drawing in its colour, so that no address needs answering. */
const picture = (colour: string, view: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="150"><rect width="120" height="150" fill="#f4f0e8"/><path d="M${48 - view * 3} 30h${24 + view * 6}l${18 + view * 4} 110h-${60 + view * 14}z" fill="${colour}"/></svg>`)}`;

const ROWS: [title: string, vendor: number, price: string, colour: string, category: [number, number] | null, active: boolean][] = [
  ['Chiffon Maxi Abaya – Midnight', 1, '89.00', '#262c4e', [1, 2], true],
  ['Jersey Hijab – Sage', 1, '24.50', '#84a07a', [1, 3], true],
  ['Linen Kaftan – Sand', 1, '65.00', '#d6be96', null, false],
  ['Medjool Dates 1 kg', 3, '18.00', '#6b3a1e', [4, 5], true],
  ['Satin Prayer Dress – Dusty Rose', 1, '72.00', '#c88c96', null, false],
  ['Ajwa Dates 500 g', 3, '21.00', '#3b2414', null, false],
];

/** Six synced products of two vendors, newest change first: three with a category and shown, three still to be sorted. */
export const productFixtures: Product[] = ROWS.map(([title, vendorId, price, colour, category, isActive], index) => {
  const vendor = VENDORS.find((one) => one.id === vendorId)!;
  const productId = String(8_120_345_600_001 + index * 17);
  const images = Array.from({ length: 2 + (index % 3) }, (_, view) => ({ id: `${41_000_000_000 + index * 10 + view}`, src: picture(colour, view), alt: `${title}, view ${view + 1}`, position: view + 1 }));
  return {
    id: index + 1,
    productId,
    title,
    description: `<p>${title}, cut loose and long for everyday wear.</p><ul><li>Breathable fabric</li></ul>`,
    price,
    vendorId,
    vendorSlug: vendor.slug,
    vendorName: vendor.name,
    vendorStoreType: vendor.storeType,
    vendorStoreCurrency: 'GBP',
    categoryId: category?.[0] ?? null,
    categoryName: categoryName(category?.[0]),
    subCategoryId: category?.[1] ?? null,
    tagIds: category ? [1, 3] : [],
    rank: category ? index + 1 : 0,
    isActive,
    vendorProductUrl: `https://${vendor.slug}.example.com/products/${productId}`,
    storeResponse: JSON.stringify({ id: productId, title }),
    images,
    approvedImages: category ? [images[0]!.id] : [],
    syncedAt: new Date(Date.UTC(2026, 10, 20, 20 - index * 2)).toISOString(),
    updateDate: new Date(Date.UTC(2026, 10, 20, 21 - index * 2)).toISOString(),
  };
});

export const abaya = productFixtures[0]!;
export const kaftan = productFixtures[2]!;

const imagesOf = async (request: Request) => ((await request.clone().json()) as { images: string[] }).images;

export const productRows = memoryResource(products, productFixtures, {
  derived: (input) => (input.categoryId === undefined ? {} : { categoryName: categoryName(input.categoryId) }),
  matches: (row, body) =>
    (!body.vendorId || row.vendorId === body.vendorId) &&
    (!body.categoryId || row.categoryId === body.categoryId) &&
    (!body.status || row.isActive === (body.status === 'ACTIVE')),
  actions: {
    activate: () => ({ isActive: true }),
    deactivate: () => ({ isActive: false }),
    approveImages: async (row, request) => {
      const chosen = new Set([...row.approvedImages, ...(await imagesOf(request))]);
      return { approvedImages: row.images.map((image) => image.id).filter((id) => chosen.has(id)) };
    },
    disapproveImages: async (row, request) => {
      const removed = new Set(await imagesOf(request));
      return { approvedImages: row.approvedImages.filter((id) => !removed.has(id)) };
    },
  },
  history: changedOnce(abaya.id, '2026-11-19T10:00:00.000Z', [{ field: 'rank', from: 0, to: 1 }]),
});

/** The vendors, categories and tags the filters and pickers offer. */
export const productScreenHandlers = [
  contractHandler(vendorNames, () => HttpResponse.json({ content: VENDORS })),
  contractHandler(productCategoryNames, () => HttpResponse.json({ content: CATEGORIES })),
  contractHandler(productTagNames, () => HttpResponse.json({ content: TAGS })),
];
