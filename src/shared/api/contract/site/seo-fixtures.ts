import type { PageMeta, SitePage } from './seo';

/** The site's pages as the demo seed has them (same ids and names). */
export const sitePageFixtures: SitePage[] = [
  'Home', 'Prayer Times', 'Quran', 'Hijri Calendar', 'Articles', 'Islamic Events', 'Local Events', 'Qibla Direction',
].map((pageName, index) => ({ pageId: index + 1, pageName }));

const page = (pageId: number) => sitePageFixtures.find((candidate) => candidate.pageId === pageId)!.pageName;

/** English meta of the first four pages, and the home page's in Urdu. */
export const pageMetaFixtures: PageMeta[] = [
  {
    pageId: 1,
    pageName: page(1),
    locale: 'en',
    title: 'Athan – Prayer Times, Quran and Islamic Calendar',
    description: 'Accurate prayer times, the Holy Quran, the Hijri calendar and articles for Muslims around the world.',
    html: '<h1>Welcome to Athan</h1>\n<p>Prayer times, Quran, Hijri calendar and community for Muslims everywhere.</p>',
  },
  {
    pageId: 1,
    pageName: page(1),
    locale: 'ur',
    title: 'اذان – نماز کے اوقات، قرآن اور اسلامی کیلنڈر',
    description: 'دنیا بھر کے مسلمانوں کے لیے نماز کے درست اوقات، قرآن مجید اور ہجری کیلنڈر۔',
    html: '',
  },
  {
    pageId: 2,
    pageName: page(2),
    locale: 'en',
    title: 'Prayer Times Today – Fajr, Dhuhr, Asr, Maghrib and Isha',
    description: "Today's prayer times for your city, with the Athan reminder and the Qibla direction.",
    html: '',
  },
  {
    pageId: 3,
    pageName: page(3),
    locale: 'en',
    title: 'Read the Holy Quran Online with Translation',
    description: 'Read and listen to every surah of the Quran, with translations and recitations.',
    html: '',
  },
  {
    pageId: 4,
    pageName: page(4),
    locale: 'en',
    title: 'Hijri Calendar – Islamic Dates and Months',
    description: "Today's Hijri date and the Islamic months of the year, with the Gregorian dates beside them.",
    html: '',
  },
];
