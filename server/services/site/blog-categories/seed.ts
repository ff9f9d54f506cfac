import type { Db } from '../../../db/database';

/** A handful of blog categories, changed a day apart. */
const CATEGORY_NAMES = ['Ramadan Guides', 'Prayer', 'Quran Studies', 'Family Life', 'Islamic History', 'Charity and Zakat', 'Community News', 'Youth'];

export async function seedBlogCategories(db: Db, now: number): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  await db
    .insertInto('blog_categories')
    .values(CATEGORY_NAMES.map((name, index) => ({ name, updated_at: new Date(now - (CATEGORY_NAMES.length - index) * day).toISOString() })))
    .execute();
}
