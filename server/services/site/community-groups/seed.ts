import type { Db } from '../../../db/database';
import './table';
import { storeSeedFile } from '../../../db/seed-files';
import { drawnOnce, drawPng, type Rgb } from '../../../db/seed-image';
import type { Storage } from '../../uploads/storage';

const HOUR = 60 * 60 * 1000;

/** The demo pictures are uploads of the administrator (id 1), kept as the signed upload flow keeps them. */
const UPLOADED_BY = 1;

/** Demo groups: name, slug, whether local (with a place and a profile picture), latitude, longitude, colour of its pictures. */
const DEMO_GROUPS: readonly [string, string, boolean, string, string, Rgb][] = [
  ['Sisters of Lahore', 'sisters-of-lahore', true, '31.52040', '74.35870', [190, 80, 110]],
  ['Karachi Youth Circle', 'karachi-youth-circle', true, '24.86070', '67.00110', [40, 120, 170]],
  ['East London Reverts', 'east-london-reverts', true, '51.51750', '-0.06520', [60, 140, 90]],
  ['Quran Memorisers', 'quran-memorisers', false, '', '', [120, 80, 160]],
  ['Halal Food Finders', 'halal-food-finders', false, '', '', [220, 140, 40]],
  ['Istanbul Study Group', 'istanbul-study-group', true, '41.00820', '28.97840', [170, 60, 50]],
  ['New Muslims Support', 'new-muslims-support', false, '', '', [30, 130, 130]],
  ['Toronto Masjid Volunteers', 'toronto-masjid-volunteers', true, '43.65320', '-79.38320', [90, 100, 180]],
];

/** A round picture of one colour on a light ground. */
const picture = drawnOnce((size: number, colour: Rgb) => drawPng(size, size, (x, y) => ((x - size / 2) ** 2 + (y - size / 2) ** 2 < (size * 0.38) ** 2 ? colour : [245, 242, 235])));

/** The demo Muslim groups with drawn pictures; discussions and local events name them. */
export async function seedCommunityGroups(db: Db, storage: Storage, now: number): Promise<void> {
  for (const [index, [name, slug, isLocal, latitude, longitude, colour]] of DEMO_GROUPS.entries()) {
    const at = new Date(now - (DEMO_GROUPS.length - index) * 7 * HOUR).toISOString();
    const file = { fileName: `${slug}.png`, contentType: 'image/png', uploadedBy: UPLOADED_BY, at };
    const groupImageKey = await storeSeedFile(db, storage, { ...file, category: 'GROUP_IMAGE', bytes: picture(120, colour) });
    const profileImageKey = isLocal ? await storeSeedFile(db, storage, { ...file, category: 'GROUP_PROFILE_IMAGE', bytes: picture(64, colour) }) : null;
    await db
      .insertInto('community_groups')
      .values({
        id: index + 1,
        name,
        slug,
        group_image_key: groupImageKey,
        profile_image_key: profileImageKey,
        community_id: 1,
        bit_settings: 0,
        local_group: isLocal ? 1 : 0,
        latitude,
        longitude,
        updated_at: at,
      })
      .execute();
  }
}
