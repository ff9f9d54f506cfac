import type { Tag } from './tags';

const names = ['Ramadan', 'Eid al-Fitr', 'Hajj', 'Zakat', 'Salah', 'Quran', 'Tajweed', 'Seerah', 'Dua', 'Family', 'Youth', 'Charity'];

/** Twelve tags, newest change first, an hour apart on a fixed day. */
export const tagFixtures: Tag[] = names.map((name, index) => ({
  tagId: names.length - index,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  updateDate: new Date(Date.UTC(2026, 10, 20, 18 - index, 30)).toISOString(),
}));
