import type { Db } from '../../../db/database';

type Meta = { title: string; description: string; html?: string };

/** The public site's pages in menu order, with English meta for most; a few have none yet. */
const PAGES: { name: string; en?: Meta }[] = [
  {
    name: 'Home',
    en: {
      title: 'Athan – Prayer Times, Quran and Islamic Calendar',
      description: 'Accurate prayer times, the Holy Quran, the Hijri calendar and articles for Muslims around the world.',
      html: '<h1>Welcome to Athan</h1>\n<p>Prayer times, Quran, Hijri calendar and community for Muslims everywhere.</p>',
    },
  },
  {
    name: 'Prayer Times',
    en: { title: 'Prayer Times Today – Fajr, Dhuhr, Asr, Maghrib and Isha', description: "Today's prayer times for your city, with the Athan reminder and the Qibla direction." },
  },
  { name: 'Quran', en: { title: 'Read the Holy Quran Online with Translation', description: 'Read and listen to every surah of the Quran, with translations and recitations.' } },
  {
    name: 'Hijri Calendar',
    en: { title: 'Hijri Calendar – Islamic Dates and Months', description: "Today's Hijri date and the Islamic months of the year, with the Gregorian dates beside them." },
  },
  { name: 'Articles', en: { title: 'Islamic Articles and News', description: 'Articles on faith, family, Ramadan, Hajj and Muslim life, from our writers.' } },
  { name: 'Islamic Events', en: { title: 'Islamic Events and Holidays', description: 'Ramadan, Eid al-Fitr, Eid al-Adha, Ashura and the other special days of the Islamic year.' } },
  { name: 'Local Events', en: { title: 'Local Muslim Community Events', description: 'Talks, Jamaah, fundraisers and gatherings near you, from mosques and local groups.' } },
  { name: 'Qibla Direction', en: { title: 'Qibla Direction Finder', description: 'Find the direction of the Kaaba in Makkah from wherever you are.' } },
  { name: 'Mosques Near Me', en: { title: 'Mosques Near Me', description: 'Mosques, prayer rooms and Islamic centres close to you, with directions.' } },
  { name: 'Halal Food', en: { title: 'Halal Restaurants and Food Near You', description: 'Halal restaurants, butchers and shops in your area, added by the community.' } },
  { name: 'Community Groups', en: { title: 'Muslim Community Groups', description: 'Join local Muslim groups and discussions in your city.' } },
  { name: 'Duas' },
  { name: 'Ramadan Timetable', en: { title: 'Ramadan Timetable – Suhoor and Iftar Times', description: 'Suhoor and iftar times for every day of Ramadan in your city.' } },
  { name: 'Zakat Calculator' },
  { name: 'About Us', en: { title: 'About Athan', description: 'Who we are and why we build apps for Muslims around the world.' } },
  { name: 'Contact Us' },
];

/** The home page is also described in Urdu and Arabic. */
const OTHER_LOCALES: { page: string; locale: string; meta: Meta }[] = [
  {
    page: 'Home',
    locale: 'ur',
    meta: { title: 'اذان – نماز کے اوقات، قرآن اور اسلامی کیلنڈر', description: 'دنیا بھر کے مسلمانوں کے لیے نماز کے درست اوقات، قرآن مجید اور ہجری کیلنڈر۔' },
  },
  {
    page: 'Home',
    locale: 'ar',
    meta: { title: 'أذان – مواقيت الصلاة والقرآن والتقويم الهجري', description: 'مواقيت صلاة دقيقة والقرآن الكريم والتقويم الهجري للمسلمين في كل مكان.' },
  },
];

export async function seedPageMeta(db: Db, now: number): Promise<void> {
  await db
    .insertInto('site_pages')
    .values(PAGES.map((page, index) => ({ id: index + 1, name: page.name, position: index + 1 })))
    .execute();
  const idOf = (name: string) => PAGES.findIndex((page) => page.name === name) + 1;
  const updatedAt = new Date(now - 30 * 24 * 60 * 60 * 1000).toISOString();
  const rows = [
    ...PAGES.flatMap((page) => (page.en ? [{ page: page.name, locale: 'en', meta: page.en }] : [])),
    ...OTHER_LOCALES,
  ].map(({ page, locale, meta }) => ({
    page_id: idOf(page),
    locale,
    title: meta.title,
    description: meta.description,
    html: meta.html ?? '',
    updated_at: updatedAt,
  }));
  await db.insertInto('page_meta').values(rows).execute();
}
