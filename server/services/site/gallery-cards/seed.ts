import type { Db } from '../../../db/database';
import { drawnOnce, drawPng, type Rgb } from '../../../db/seed-image';
import type { Storage } from '../../uploads/storage';

const HOUR = 60 * 60 * 1000;

/** Ten demo cards: title, description, gallery category (by title), sky colours top and bottom, and what stands on the horizon. */
const DEMO_CARDS: readonly [title: string, description: string, category: string, top: Rgb, bottom: Rgb, skyline: 'dome' | 'hills' | 'arch' | 'lantern'][] = [
  ['Blue Mosque at Dusk', 'Six minarets against the evening sky', 'Mosques of the World', [40, 52, 120], [236, 140, 90], 'dome'],
  ['Badshahi Mosque', 'Red sandstone in the Lahore sun', 'Mosques of the World', [120, 170, 220], [240, 200, 160], 'dome'],
  ['Sheikh Zayed Courtyard', 'White marble and reflecting pools', 'Mosques of the World', [150, 200, 235], [245, 245, 240], 'arch'],
  ['Thuluth Panel', 'A verse in thuluth script on gold', 'Islamic Calligraphy', [120, 80, 30], [230, 190, 90], 'arch'],
  ['Kufic Tiles', 'Square kufic in blue and white', 'Islamic Calligraphy', [20, 60, 130], [200, 220, 240], 'arch'],
  ['Iftar Lanterns', 'Lanterns lit for the evening meal', 'Ramadan Nights', [15, 20, 60], [90, 50, 110], 'lantern'],
  ['Taraweeh Night', 'The mosque full for night prayer', 'Ramadan Nights', [10, 15, 45], [40, 60, 120], 'dome'],
  ['Plain of Arafat', 'Pilgrims under the noon sun', 'Hajj and Umrah', [200, 220, 240], [235, 210, 170], 'hills'],
  ['Eid Morning', 'Families on their way to the Eid prayer', 'Eid Celebrations', [250, 200, 120], [250, 240, 210], 'dome'],
  ['Desert Dunes', 'Wind-shaped dunes at sunrise', 'Nature', [250, 180, 110], [200, 120, 60], 'hills'],
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;

/** Whether (u, v), both 0–1 from the top left, is inside the skyline's shape. */
function inSkyline(kind: (typeof DEMO_CARDS)[number][5], u: number, v: number): boolean {
  const ground = v > 0.82;
  switch (kind) {
    case 'dome': {
      const dome = (u - 0.5) ** 2 / 0.04 + (v - 0.62) ** 2 / 0.03 < 1 && v < 0.62;
      const base = Math.abs(u - 0.5) < 0.24 && v > 0.6;
      const minaret = (Math.abs(u - 0.18) < 0.02 || Math.abs(u - 0.82) < 0.02) && v > 0.3;
      return ground || dome || base || minaret;
    }
    case 'hills':
      return v > 0.7 + 0.08 * Math.sin(u * 7) + 0.04 * Math.sin(u * 17);
    case 'arch': {
      const inside = Math.abs(u - 0.5) < 0.2 && (v > 0.45 || (u - 0.5) ** 2 + ((v - 0.45) * 1.4) ** 2 < 0.04);
      return !inside && v > 0.15;
    }
    case 'lantern': {
      const glow = [0.25, 0.5, 0.75].some((x, i) => (u - x) ** 2 + ((v - 0.35 - 0.1 * i) * 1.5) ** 2 < 0.006);
      return ground || glow;
    }
  }
}

/** A card picture: a sky gradient with a darker skyline (the lanterns glow), `width`×`height`. */
const cardPicture = drawnOnce((width: number, height: number, top: Rgb, bottom: Rgb, kind: (typeof DEMO_CARDS)[number][5]): Buffer => {
  const shade: Rgb = kind === 'lantern' ? [250, 200, 90] : mix(top, [0, 0, 0], 0.65);
  return drawPng(width, height, (x, y) => {
    const u = x / width;
    const v = y / height;
    return inSkyline(kind, u, v) && !(kind === 'lantern' && v > 0.82) ? shade : inSkyline(kind, u, v) ? mix(bottom, [0, 0, 0], 0.7) : mix(top, bottom, v);
  });
});

export async function seedGalleryCards(db: Db, storage: Storage, now: number): Promise<void> {
  const categories = await db.selectFrom('gallery_categories').select(['id', 'title']).execute();
  const categoryId = new Map(categories.map((category) => [category.title, category.id]));
  for (const [index, [title, description, category, top, bottom, kind]] of DEMO_CARDS.entries()) {
    const id = categoryId.get(category);
    if (id === undefined) continue;
    const image = cardPicture(480, 320, top, bottom, kind);
    const thumbnail = cardPicture(150, 100, top, bottom, kind);
    const imageKey = storage.newKeyIn('gallery-card');
    const thumbnailKey = storage.newKeyIn('gallery-card');
    await storage.write(imageKey, image);
    await storage.write(thumbnailKey, thumbnail);
    await db
      .insertInto('gallery_cards')
      .values({
        title,
        description,
        category_id: id,
        image_name: `${title.toLowerCase().replace(/\s+/g, '-')}.png`,
        image_key: imageKey,
        image_type: 'image/png',
        thumbnail_key: thumbnailKey,
        thumbnail_type: 'image/png',
        updated_at: new Date(now - (DEMO_CARDS.length - index) * 3 * HOUR).toISOString(),
      })
      .execute();
  }
}
