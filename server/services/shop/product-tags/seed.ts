import type { Db } from '../../../db/database';
import { drawnOnce, drawPng, type Rgb } from '../../../db/seed-image';
import type { Storage } from '../../uploads/storage';
import { shopContract } from '@/shared/api/contract';
import './table';

const HOUR = 60 * 60 * 1000;

/** The demo tags: a name, a description, whether it is active and, for some, the colour of its picture. */
const DEMO_TAGS: readonly [name: string, description: string, isActive: boolean, colour?: Rgb][] = [
  ['New Arrival', 'Added to the shop in the last thirty days', true, [46, 125, 110]],
  ['Bestseller', 'Among the most ordered products of the month', true, [196, 140, 40]],
  ['Eid Gift', 'Chosen as a gift for Eid al-Fitr and Eid al-Adha', true, [122, 74, 140]],
  ['Ramadan Special', 'For suhoor, iftar and the nights of Ramadan', true, [30, 50, 110]],
  ['Handmade', 'Made by hand by the vendor’s own craftspeople', true, [150, 90, 60]],
  ['Organic', 'Grown and made without synthetic pesticides or additives', true],
  ['Halal Certified', 'Certified halal by a recognised body', true, [40, 120, 70]],
  ['Limited Edition', 'Made in a small run; not restocked once sold out', true],
  ['Fair Trade', 'Bought from producers at a fair price', true],
  ['Kids Favourite', 'Loved by young readers and players', true],
  ['Clearance', 'Last pieces at a reduced price', false],
  ['Hajj Essentials', 'For pilgrims preparing for Hajj and Umrah', false],
];

/** A tag's picture: a luggage-tag shape with its hole, pale on the tag's colour. */
const tagPicture = drawnOnce((size: number, colour: Rgb): Buffer => {
  const pale: Rgb = [250, 246, 236];
  return drawPng(size, size, (x, y) => {
    const u = (x / size) * 2 - 1;
    const v = (y / size) * 2 - 1;
    const body = Math.abs(v) < 0.4 && u > -0.45 && u < 0.75 && Math.abs(v) < 0.4 + (u + 0.45) * 2 - 0.8;
    const hole = (u + 0.2) ** 2 + v ** 2 < 0.01;
    return body && !hole ? pale : colour;
  });
});

/** Twelve product tags, two inactive, six with a drawn picture, changed a few hours apart. */
export async function seedProductTags(db: Db, storage: Storage, now: number): Promise<void> {
  for (const [index, [name, description, isActive, colour]] of DEMO_TAGS.entries()) {
    let image: { image_key: string; image_type: string } | undefined;
    if (colour) {
      const key = storage.newKeyIn('product-tag');
      await storage.write(key, tagPicture(96, colour));
      image = { image_key: key, image_type: 'image/png' };
    }
    await db
      .insertInto('product_tags')
      .values({
        name,
        slug: shopContract.shopSlugOf(name),
        description,
        is_active: isActive ? 1 : 0,
        ...image,
        updated_at: new Date(now - (DEMO_TAGS.length - index) * 5 * HOUR).toISOString(),
      })
      .execute();
  }
}
