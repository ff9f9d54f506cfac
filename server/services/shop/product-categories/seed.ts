import type { Db } from '../../../db/database';
import { drawnOnce, drawPng, type Rgb } from '../../../db/seed-image';
import type { Storage } from '../../uploads/storage';
import { shopContract } from '@/shared/api/contract';
import './table';

const HOUR = 60 * 60 * 1000;

/** What a category's picture shows on its colour: a book, a bottle, a crescent, a pot, a cap, a bead string or a dress. */
type Motif = 'book' | 'bottle' | 'crescent' | 'pot' | 'cap' | 'beads' | 'dress';

/** The demo categories: a top-level one, its colour and motif, and its sub-categories (a name, and whether it is active). */
const DEMO_CATEGORIES: readonly [name: string, description: string, colour: Rgb, motif: Motif, subs: readonly (readonly [string, Motif, boolean?])[]][] = [
  ['Modest Wear', 'Abayas, hijabs and modest clothing for every day and for Eid', [122, 74, 110], 'dress', [['Abayas', 'dress'], ['Hijabs', 'dress'], ['Thobes', 'dress'], ['Kufis and Caps', 'cap']]],
  ['Books', 'Quran, hadith, seerah and books for young readers', [46, 94, 140], 'book', [['Quran and Tafsir', 'book'], ['Hadith', 'book'], ['Seerah', 'book', false]]],
  ['Home and Kitchen', 'Calligraphy, prayer-time clocks and dates for the table', [176, 120, 60], 'pot', [['Wall Art', 'crescent'], ['Serveware', 'pot'], ['Dates and Sweets', 'pot']]],
  ['Prayer Essentials', 'Prayer mats, tasbih and qibla compasses', [40, 120, 96], 'beads', [['Prayer Mats', 'crescent'], ['Tasbih', 'beads'], ['Qibla Compasses', 'crescent']]],
  ['Fragrance', 'Attar, oud and bakhoor', [150, 60, 70], 'bottle', [['Attar', 'bottle'], ['Oud and Bakhoor', 'bottle'], ['Gift Sets', 'bottle']]],
  ['Kids', 'Toys, books and clothes for young Muslims', [226, 150, 40], 'crescent', [['Activity Books', 'book'], ['Eid Gifts', 'crescent'], ['Kids Prayer Mats', 'crescent']]],
  ['Seasonal Offers', 'Ramadan and Eid selections', [90, 90, 96], 'crescent', [['Ramadan Boxes', 'pot'], ['Eid Hampers', 'pot']]],
];
/** Categories seeded inactive: a top-level one kept for later and a sub-category (Seerah, above). */
const INACTIVE = new Set(['Seasonal Offers']);

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;

/** Whether (u, v), both −1 to 1 from the centre, is inside the motif. */
function inMotif(motif: Motif, u: number, v: number): boolean {
  switch (motif) {
    case 'book':
      return Math.abs(u) < 0.55 && Math.abs(v) < 0.65 && Math.abs(u) > 0.04;
    case 'bottle':
      return (Math.abs(u) < 0.35 && v > -0.2 && v < 0.7) || (Math.abs(u) < 0.12 && v > -0.6 && v <= -0.2) || (Math.abs(u) < 0.2 && v > -0.75 && v <= -0.6);
    case 'crescent':
      return u * u + v * v < 0.45 && (u - 0.25) ** 2 + (v + 0.1) ** 2 > 0.3;
    case 'pot':
      return (u * u) / 0.4 + ((v - 0.15) * (v - 0.15)) / 0.3 < 1 || (Math.abs(u) < 0.3 && v > -0.55 && v < -0.3);
    case 'cap':
      return v < 0.3 && v > -0.45 && u * u + (v - 0.3) ** 2 < 0.55;
    case 'beads':
      return Array.from({ length: 11 }, (_, i) => (i / 11) * Math.PI * 2).some((a) => (u - 0.55 * Math.cos(a)) ** 2 + (v - 0.55 * Math.sin(a)) ** 2 < 0.012);
    case 'dress':
      return v > -0.7 && v < 0.75 && Math.abs(u) < 0.15 + (v + 0.7) * 0.3;
  }
}

/** A category picture: its colour lightening downwards, the motif in a pale cream; a banner repeats the motif along its width. */
const categoryPicture = drawnOnce((width: number, height: number, colour: Rgb, motif: Motif): Buffer => {
  const cream: Rgb = [248, 240, 222];
  return drawPng(width, height, (x, y) => {
    const cell = Math.min(width, height);
    const u = (((x % cell) / cell) * 2 - 1) * 1.1;
    const v = ((y / cell) * 2 - 1) * 1.1;
    return inMotif(motif, u, v) ? cream : mix(colour, [255, 255, 255], (y / height) * 0.35);
  });
});

/** Seven top-level categories (one inactive) with two to four sub-categories each (one inactive), each with a drawn picture, the top-level ones with a banner. */
export async function seedProductCategories(db: Db, storage: Storage, now: number): Promise<void> {
  const store = async (bytes: Buffer) => {
    const key = storage.newKeyIn('product-category');
    await storage.write(key, bytes);
    return key;
  };
  let order = 0;
  const total = DEMO_CATEGORIES.reduce((count, category) => count + 1 + category[4].length, 0);
  const at = () => new Date(now - (total - order++) * 2 * HOUR).toISOString();
  for (const [name, description, colour, motif, subs] of DEMO_CATEGORIES) {
    const { id } = await db
      .insertInto('product_categories')
      .values({
        name,
        description,
        slug: shopContract.shopSlugOf(name),
        is_active: INACTIVE.has(name) ? 0 : 1,
        parent_category_id: null,
        display_rank: null,
        image_key: await store(categoryPicture(96, 96, colour, motif)),
        image_type: 'image/png',
        banner_key: await store(categoryPicture(480, 120, colour, motif)),
        banner_type: 'image/png',
        updated_at: at(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [rank, [subName, subMotif, isActive = true]] of subs.entries()) {
      await db
        .insertInto('product_categories')
        .values({
          name: subName,
          description: `${subName} in our ${name.toLowerCase()} range`,
          slug: shopContract.shopSlugOf(subName),
          is_active: isActive ? 1 : 0,
          parent_category_id: Number(id),
          display_rank: rank + 1,
          image_key: await store(categoryPicture(96, 96, mix(colour, [0, 0, 0], 0.2), subMotif)),
          image_type: 'image/png',
          banner_key: null,
          banner_type: null,
          updated_at: at(),
        })
        .execute();
    }
  }
}
