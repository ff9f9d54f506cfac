import { uploadsContract } from '@/shared/api/contract';
import type { Db } from '../../../db/database';
import { storeSeedFile } from '../../../db/seed-files';
import { drawnOnce, drawPng, type Rgb } from '../../../db/seed-image';
import type { Storage } from '../../uploads/storage';
import { sampleCatalogue } from '../sample-stores/catalogue';
import { upsertSyncedProduct } from './upsert-synced-product';
import './table';

const VENDOR_SLUG = 'noor-modest-wear';
const STORE = 'https://noor-modest-wear.myshopify.com';
const HOUR = 60 * 60 * 1000;

/** The sample store's colours the pictures are drawn in, by the colour a product's title names. */
const COLOURS: Readonly<Record<string, Rgb>> = { 'Dusty Rose': [190, 120, 130], Sage: [132, 160, 122], Midnight: [38, 44, 78], Sand: [214, 190, 150], Olive: [110, 112, 60] };

/** A garment's silhouette (a flared dress on a hanger) in its colour on a pale ground, from one of four sides. */
const picture = drawnOnce((colour: Rgb, view: number, shade: number) =>
  drawPng(120, 150, (x, y) => {
    const half = 18 + (y - 30) * (0.28 + view * 0.05);
    const inDress = y >= 30 && y <= 138 && Math.abs(x - 60) <= half;
    const hanger = y >= 18 && y < 30 && Math.abs(x - 60) <= (y - 18) * 2;
    if (hanger) return [120, 96, 70];
    const [r, g, b] = colour.map((value) => Math.max(0, value - shade));
    if (inDress) return (y + view * 7) % 24 < 3 ? [r! + 25, g! + 25, b! + 25] : [r!, g!, b!];
    return [244 - view * 6, 240 - view * 4, 232];
  }),
);

/**
 * The products of one finished sync of the "Noor Modest Wear" store: its sample store's first forty (the same
 * ids, titles, prices and descriptions, so that a sync of the store later finds them), each with two to four
 * drawn pictures kept in the file store, added as a sync adds them; then a third given a category and
 * sub-category, tags and a rank, with some pictures shown on the web, and most of those shown.
 */
export async function seedProducts(db: Db, storage: Storage, now: number): Promise<void> {
  const vendor = await db.selectFrom('vendors').select('id').where('slug', '=', VENDOR_SLUG).executeTakeFirst();
  if (!vendor) return;
  const keys = new Map<string, string>();
  const pictureKey = async (colour: string, view: number, shade: number) => {
    const name = `${colour.toLowerCase().replace(/\W+/g, '-')}-${shade}-${view}`;
    if (!keys.has(name)) {
      const bytes = picture(COLOURS[colour]!, view, shade);
      const file = { category: 'PRODUCT_IMAGE' as const, fileName: `product-${name}.png`, contentType: 'image/png', bytes, uploadedBy: 1, at: new Date(now - 50 * HOUR).toISOString() };
      keys.set(name, await storeSeedFile(db, storage, file));
    }
    return keys.get(name)!;
  };

  // The garments go under the demo's modest wear category when there is one, else under any main category's sub-categories.
  const categories = await db.selectFrom('product_categories').select(['id', 'name', 'parent_category_id']).orderBy('id').execute();
  const allPairs = categories
    .filter((category) => category.parent_category_id !== null)
    .map((sub) => ({ categoryId: sub.parent_category_id!, subCategoryId: sub.id }))
    .filter((pair) => categories.some((category) => category.id === pair.categoryId && category.parent_category_id === null));
  const modestWear = categories.find((category) => category.name === 'Modest Wear' && category.parent_category_id === null);
  const pairs = modestWear && allPairs.some((pair) => pair.categoryId === modestWear.id) ? allPairs.filter((pair) => pair.categoryId === modestWear.id) : allPairs;
  const tags = (await db.selectFrom('product_tags').select('id').orderBy('id').execute()).map((tag) => tag.id);

  for (const [index, sample] of sampleCatalogue('shopify', 40).entries()) {
    const colourName = Object.keys(COLOURS).find((name) => sample.title.endsWith(name)) ?? 'Midnight';
    const title = sample.title;
    const productId = String(sample.id);
    const images = await Promise.all(
      Array.from({ length: 2 + (index % 3) }, async (_, view) => ({
        id: String(sample.id * 10 + view + 1),
        src: uploadsContract.storedFilePath(await pictureKey(colourName, view, (index % 10) * 8)),
        alt: `${title}, view ${view + 1}`,
        position: view + 1,
      })),
    );
    const { price, descriptionHtml: description, handle } = sample;
    const storeResponse = { id: sample.id, title, handle, body_html: description, vendor: 'Noor Modest Wear', variants: [{ price }], images: images.map(({ id, alt, position }) => ({ id: Number(id), alt, position })) };
    const synced = now - (40 - index) * HOUR;
    const { id } = await upsertSyncedProduct(db, vendor.id, { productId, title, description, price, currency: 'GBP', vendorProductUrl: `${STORE}/products/${handle}`, storeResponse, images }, synced);

    const pair = pairs.length > 0 && index % 3 === 0 ? pairs[(index / 3) % pairs.length]! : undefined;
    if (!pair) continue;
    const chosenTags = tags.length > 0 ? [tags[index % tags.length]!, tags[(index + 3) % tags.length]!] : [];
    await db
      .updateTable('products')
      .set({
        category_id: pair.categoryId,
        sub_category_id: pair.subCategoryId,
        tag_ids: JSON.stringify([...new Set(chosenTags)]),
        rank: index + 1,
        approved_images: JSON.stringify(images.slice(0, index % 2 === 0 ? 2 : 1).map((image) => image.id)),
        is_active: index % 9 === 0 ? 0 : 1,
        updated_at: new Date(synced + HOUR / 2).toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }
}
