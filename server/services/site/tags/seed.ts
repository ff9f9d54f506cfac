import type { Db } from '../../../db/database';
import { siteContract } from '@/shared/api/contract';

/** Sixty-one tags, enough for three pages of 25, changed a few hours apart. */
const TAG_NAMES = [
  'Ramadan', 'Eid al-Fitr', 'Eid al-Adha', 'Hajj', 'Umrah', 'Zakat', 'Sadaqah', 'Salah', 'Jumuah', 'Tahajjud',
  'Quran', 'Tajweed', 'Tafsir', 'Hadith', 'Seerah', 'Fiqh', 'Aqeedah', 'Dua', 'Dhikr', 'Islamic History',
  'Prophets', 'Sahabah', 'Women in Islam', 'Family', 'Marriage', 'Parenting', 'Youth', 'Converts', 'Ethics', 'Charity',
  'Fasting', 'Laylat al-Qadr', 'Muharram', 'Ashura', 'Mawlid', 'Isra and Miraj', 'Shaban', 'Dhul Hijjah', 'Hijri Calendar', 'Prayer Times',
  'Qibla', 'Masjid', 'Community', 'Halal Food', 'Islamic Finance', 'Arabic', 'Islamic Art', 'Calligraphy', 'Nasheed', 'Travel',
  'Health', 'Mental Health', 'Education', 'Science', 'Environment', 'Interfaith', 'Current Affairs', 'Events', 'Volunteering', 'Ramadan Recipes',
  'Stories for Kids',
];

export async function seedTags(db: Db, now: number): Promise<void> {
  const hour = 60 * 60 * 1000;
  await db
    .insertInto('blog_tags')
    .values(TAG_NAMES.map((name, index) => ({ name, slug: siteContract.slugOf(name), updated_at: new Date(now - (TAG_NAMES.length - index) * 3 * hour).toISOString() })))
    .execute();
}
