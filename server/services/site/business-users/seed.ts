import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database';
import { drawPng, type Rgb } from '../../../db/seed-image';
import { hashPasswordAtStart } from '../../../lib/password';
import type { Storage } from '../../uploads/storage';
import { BUSINESS_ACCOUNTS_GROUP } from './migration';

const HOUR = 60 * 60 * 1000;

/** Six demo businesses in five countries: name, e-mail, place type, address, city, country, latitude, longitude, colour of their picture. */
const DEMO_BUSINESSES: readonly [string, string, number, string, string, string, string, string, Rgb][] = [
  ['Badshahi Mosque Trust', 'badshahi.trust@example.com', 1, 'Walled City, Fort Road', 'Lahore', 'Pakistan', '31.58808', '74.31014', [190, 80, 60]],
  ['Karachi Biryani House', 'biryani.house@example.com', 6, 'Burns Road, Saddar', 'Karachi', 'Pakistan', '24.86080', '67.01040', [230, 160, 40]],
  ['East London Mosque', 'elm.office@example.com', 1, '82-92 Whitechapel Road', 'London', 'United Kingdom', '51.51750', '-0.06520', [40, 110, 80]],
  ['Fatih Book Bazaar', 'fatih.books@example.com', 3, 'Fevzipaşa Caddesi 12', 'Istanbul', 'Turkey', '41.01930', '28.94960', [70, 90, 160]],
  ['Al-Noor Weekend School', 'alnoor.school@example.com', 4, 'Jalan Ampang 45', 'Kuala Lumpur', 'Malaysia', '3.15850', '101.71200', [120, 60, 140]],
  ['Muslim Welfare Canada', 'welfare.canada@example.com', 2, '100 McLevin Avenue', 'Toronto', 'Canada', '43.70011', '-79.41630', [30, 130, 170]],
];

/** The demo business users, each an account of the business group (it cannot sign in: its password is unknown) with a drawn picture. */
export async function seedBusinessUsers(db: Db, storage: Storage, now: number, passwordCost: number): Promise<void> {
  const unusable = await hashPasswordAtStart(randomBytes(32).toString('base64url'), passwordCost);
  for (const [index, [name, email, category, address, city, country, latitude, longitude, colour]] of DEMO_BUSINESSES.entries()) {
    const id = 3001 + index;
    const at = new Date(now - (DEMO_BUSINESSES.length - index) * 5 * HOUR).toISOString();
    await db
      .insertInto('users')
      .values({ id, email, fullname: name, password_hash: unusable, status: 1, must_change_password: 0, group_id: BUSINESS_ACCOUNTS_GROUP.id, created_at: at, login_type: 1, ban_reason: null })
      .execute();
    const key = storage.newKeyIn('business-user');
    await storage.write(key, drawPng(96, 96, (x, y) => ((x - 48) ** 2 + (y - 48) ** 2 < 1300 ? colour : [245, 242, 235])));
    await db
      .insertInto('business_places')
      .values({
        id,
        title: name,
        place_category_id: category,
        address,
        city_name: city,
        country_name: country,
        latitude,
        longitude,
        description: '',
        image_name: `${name.toLowerCase().replace(/\W+/g, '-')}.png`,
        image_key: key,
        image_type: 'image/png',
        updated_at: at,
      })
      .execute();
  }
}
