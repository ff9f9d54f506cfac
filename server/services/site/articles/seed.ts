import { siteContract } from '@/shared/api/contract';
import type { Db } from '../../../db/database';
import { drawnOnce, drawPng, type Rgb } from '../../../db/seed-image';
import type { Storage } from '../../uploads/storage';
import { sanitizeRichText } from '../rich-text';

const HOUR = 60 * 60 * 1000;

interface DemoArticle {
  title: string;
  category: string;
  description: string;
  tags: readonly string[];
  /** A passage in Arabic or Urdu, shown right to left inside the English text. */
  passage?: { lang: 'ar' | 'ur'; text: string };
  published: boolean;
  sky: readonly [Rgb, Rgb];
}

const DUA_AR = 'رَبَّنَا آتِنَا فِي الدُّنْيَا حَسَنَةً وَفِي الْآخِرَةِ حَسَنَةً وَقِنَا عَذَابَ النَّارِ';
const URDU_RAMADAN = 'رمضان صبر، شکر اور سخاوت کا مہینہ ہے۔ اس مہینے میں ہر گھر میں افطار کی رونق ہوتی ہے۔';
const URDU_FAMILY = 'گھر کے بزرگوں کی خدمت کرنا اور بچوں کو محبت سے سکھانا ہماری روایت ہے۔';
const URDU_MASJID = 'مسجد صرف نماز کی جگہ نہیں بلکہ پورے محلے کا مرکز ہے۔';
const AR_BISMILLAH = 'بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ';
const AR_PATIENCE = 'إِنَّ اللَّهَ مَعَ الصَّابِرِينَ';

/** Twenty demo articles over the seeded categories and tags, some with Arabic or Urdu passages. */
const DEMO_ARTICLES: readonly DemoArticle[] = [
  { title: 'Preparing Your Home for Ramadan', category: 'Ramadan Guides', description: 'Simple steps to welcome the blessed month with a calm and organised home.', tags: ['Ramadan', 'Family', 'Fasting'], passage: { lang: 'ur', text: URDU_RAMADAN }, published: true, sky: [[40, 52, 120], [236, 140, 90]] },
  { title: 'Ten Healthy Suhoor Ideas', category: 'Ramadan Guides', description: 'Slow-release meals that keep you going until iftar.', tags: ['Ramadan Recipes', 'Health', 'Fasting'], published: true, sky: [[250, 200, 120], [250, 240, 210]] },
  { title: 'Understanding the Five Daily Prayers', category: 'Prayer', description: 'The times, the units and the meaning of each prayer of the day.', tags: ['Salah', 'Prayer Times'], passage: { lang: 'ar', text: AR_BISMILLAH }, published: true, sky: [[120, 170, 220], [240, 200, 160]] },
  { title: 'Finding the Qibla When You Travel', category: 'Prayer', description: 'Tools and tips for praying in the right direction away from home.', tags: ['Qibla', 'Travel', 'Salah'], published: true, sky: [[150, 200, 235], [245, 245, 240]] },
  { title: 'The Virtues of Jumuah', category: 'Prayer', description: 'Why Friday is special and how to make the most of it.', tags: ['Jumuah', 'Masjid'], published: true, sky: [[20, 60, 130], [200, 220, 240]] },
  { title: 'A Beginner’s Guide to Tajweed', category: 'Quran Studies', description: 'The first rules of reciting the Quran beautifully and correctly.', tags: ['Quran', 'Tajweed', 'Arabic'], passage: { lang: 'ar', text: AR_BISMILLAH }, published: true, sky: [[120, 80, 30], [230, 190, 90]] },
  { title: 'Reading Tafsir with Your Family', category: 'Quran Studies', description: 'A weekly circle that brings the meaning of the Quran home.', tags: ['Tafsir', 'Family', 'Quran'], passage: { lang: 'ur', text: URDU_FAMILY }, published: true, sky: [[90, 130, 90], [220, 230, 190]] },
  { title: 'Memorising the Last Ten Surahs', category: 'Quran Studies', description: 'A gentle plan for children and adults alike.', tags: ['Quran', 'Stories for Kids', 'Education'], published: false, sky: [[60, 90, 150], [210, 220, 250]] },
  { title: 'Raising Children with Good Character', category: 'Family Life', description: 'Everyday habits that teach kindness, honesty and patience.', tags: ['Parenting', 'Ethics', 'Family'], passage: { lang: 'ur', text: URDU_FAMILY }, published: true, sky: [[250, 180, 110], [200, 120, 60]] },
  { title: 'Marriage in Islam: Rights and Kindness', category: 'Family Life', description: 'What the Sunnah teaches about a loving home.', tags: ['Marriage', 'Family'], published: true, sky: [[180, 110, 140], [250, 220, 230]] },
  { title: 'The Golden Age of Baghdad', category: 'Islamic History', description: 'Scholars, libraries and the House of Wisdom.', tags: ['Islamic History', 'Science'], passage: { lang: 'ar', text: 'بيت الحكمة في بغداد' }, published: true, sky: [[120, 80, 30], [240, 200, 120]] },
  { title: 'Salahuddin and the Return to Jerusalem', category: 'Islamic History', description: 'Mercy in victory: the story of 1187.', tags: ['Islamic History', 'Ethics'], published: true, sky: [[200, 220, 240], [235, 210, 170]] },
  { title: 'The Story of Andalusian Architecture', category: 'Islamic History', description: 'From Cordoba’s mosque to the Alhambra’s courts.', tags: ['Islamic Art', 'Islamic History', 'Travel'], published: false, sky: [[230, 150, 90], [250, 230, 200]] },
  { title: 'How Zakat Is Calculated', category: 'Charity and Zakat', description: 'Nisab, the lunar year and what counts as wealth.', tags: ['Zakat', 'Islamic Finance', 'Charity'], published: true, sky: [[30, 110, 90], [200, 240, 220]] },
  { title: 'Sadaqah That Keeps On Giving', category: 'Charity and Zakat', description: 'Wells, schools and knowledge: charity whose reward continues.', tags: ['Sadaqah', 'Charity', 'Volunteering'], passage: { lang: 'ar', text: AR_PATIENCE }, published: true, sky: [[40, 120, 160], [220, 240, 250]] },
  { title: 'Our Masjid Opens Its Doors', category: 'Community News', description: 'An open day for neighbours of every faith.', tags: ['Masjid', 'Interfaith', 'Community'], passage: { lang: 'ur', text: URDU_MASJID }, published: true, sky: [[10, 15, 45], [40, 60, 120]] },
  { title: 'Eid Prayer Times Across the City', category: 'Community News', description: 'Where and when to pray Eid al-Fitr this year.', tags: ['Eid al-Fitr', 'Events', 'Prayer Times'], published: true, sky: [[250, 200, 120], [250, 240, 210]] },
  { title: 'Volunteers Needed for the Food Drive', category: 'Community News', description: 'Help pack and deliver meals to families in need.', tags: ['Volunteering', 'Halal Food', 'Community'], published: false, sky: [[200, 90, 60], [250, 210, 170]] },
  { title: 'Staying Connected to Faith at University', category: 'Youth', description: 'Friends, study circles and prayer between lectures.', tags: ['Youth', 'Education', 'Mental Health'], passage: { lang: 'ar', text: DUA_AR }, published: true, sky: [[80, 60, 140], [220, 200, 250]] },
  { title: 'Hajj Stories from First-Time Pilgrims', category: 'Youth', description: 'Young pilgrims share what the journey taught them.', tags: ['Hajj', 'Travel', 'Youth'], published: true, sky: [[200, 220, 240], [235, 210, 170]] },
];

/** The article's body: a lead paragraph, a heading, a list, a link, a quote and, where it has one, a right-to-left passage. */
function bodyOf(article: DemoArticle, index: number): string {
  const passage = article.passage
    ? `<p dir="rtl">${article.passage.text}</p><p>${article.passage.lang === 'ur' ? 'The Urdu above' : 'The Arabic above'} is kept right to left inside the English article.</p>`
    : '';
  const html = `
    <p>${article.description} This article is part of our series on ${article.category.toLowerCase()}.</p>
    <h2>What to know</h2>
    <ul><li><p>Start small and be consistent.</p></li><li><p>Ask your local imam or teacher when in doubt.</p></li><li><p>Share what you learn with your family.</p></li></ul>
    ${passage}
    <blockquote><p>The most beloved deeds to Allah are those done regularly, even if small.</p></blockquote>
    <h3>Further reading</h3>
    <p>Read more on <a href="https://example.org/articles/${index + 1}" target="_blank">our reading list</a>.</p>`.replace(/\n\s*/g, '');
  // Kept as a save keeps it; the demo bodies have no pictures.
  return sanitizeRichText(html, () => undefined).html;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;

/** A banner: a sky gradient, a crescent moon and a row of domes along the bottom, `width`×`height`. */
const banner = drawnOnce((width: number, height: number, [top, bottom]: readonly [Rgb, Rgb]): Buffer => {
  const moon: Rgb = [250, 240, 200];
  const skyline = mix(top, [0, 0, 0], 0.6);
  return drawPng(width, height, (x, y) => {
    const u = x / width;
    const v = y / height;
    const aspect = width / height;
    const inMoon = ((u - 0.78) * aspect) ** 2 + (v - 0.25) ** 2 < 0.012 && ((u - 0.8) * aspect) ** 2 + (v - 0.23) ** 2 >= 0.01;
    const domes = [0.2, 0.45, 0.62].some((cx, i) => ((u - cx) * aspect) ** 2 / (0.03 + i * 0.01) + ((v - 0.78) ** 2) / 0.02 < 1 && v < 0.78);
    const ground = v > 0.78;
    if (inMoon) return moon;
    if (domes || ground) return skyline;
    return mix(top, bottom, v);
  });
});

export async function seedArticles(db: Db, storage: Storage, now: number): Promise<void> {
  const categories = new Map((await db.selectFrom('blog_categories').select(['id', 'name']).execute()).map((row) => [row.name, Number(row.id)]));
  const tags = new Map((await db.selectFrom('blog_tags').select(['id', 'name']).execute()).map((row) => [row.name, Number(row.id)]));
  // Written by the administrator and the content manager in turn.
  const authors = [1, 2];
  for (const [index, article] of DEMO_ARTICLES.entries()) {
    const categoryId = categories.get(article.category);
    if (categoryId === undefined) continue;
    const thumbnailKey = storage.newKeyIn('article');
    const coverKey = storage.newKeyIn('article');
    await storage.write(thumbnailKey, banner(150, 100, article.sky));
    await storage.write(coverKey, banner(480, 240, article.sky));
    const at = new Date(now - (DEMO_ARTICLES.length - index) * 5 * HOUR).toISOString();
    const fileName = siteContract.slugOf(article.title);
    const { id } = await db
      .insertInto('blog_posts')
      .values({
        title: article.title,
        slug: siteContract.slugOf(article.title),
        description: article.description,
        body: bodyOf(article, index),
        status: article.published ? 1 : 0,
        category_id: categoryId,
        author_id: authors[index % authors.length]!,
        image_name: `${fileName}-thumbnail.png`,
        thumbnail_key: thumbnailKey,
        thumbnail_type: 'image/png',
        title_image: `${fileName}-cover.png`,
        cover_key: coverKey,
        cover_type: 'image/png',
        created_at: at,
        updated_at: at,
        publish_date: article.published ? at : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tagIds = article.tags.map((name) => tags.get(name)).filter((tagId) => tagId !== undefined);
    if (tagIds.length > 0) await db.insertInto('blog_post_tags').values(tagIds.map((tagId) => ({ post_id: Number(id), tag_id: tagId }))).execute();
  }
}
