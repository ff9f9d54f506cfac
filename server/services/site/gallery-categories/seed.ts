import type { Db } from '../../../db/database';
import { siteContract } from '@/shared/api/contract';

/** A handful of gallery categories, changed a day apart. */
const GALLERY_CATEGORIES: [title: string, description: string][] = [
  ['Mosques of the World', 'Photographs of mosques old and new'],
  ['Islamic Calligraphy', 'Verses and names written by hand'],
  ['Ramadan Nights', 'Iftar tables, lanterns and night prayers'],
  ['Hajj and Umrah', 'The journey to Makkah and Madinah'],
  ['Eid Celebrations', 'Families and friends on the days of Eid'],
  ['Nature', 'Mountains, seas and skies'],
];

export async function seedGalleryCategories(db: Db, now: number): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  await db
    .insertInto('gallery_categories')
    .values(
      GALLERY_CATEGORIES.map(([title, description], index) => ({
        title,
        slug: siteContract.slugOf(title),
        description,
        updated_at: new Date(now - (GALLERY_CATEGORIES.length - index) * day).toISOString(),
      })),
    )
    .execute();
}
