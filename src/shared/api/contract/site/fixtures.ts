import type { BlogCategory } from './blog-categories';
import type { CommunityGroup } from './community-groups';
import type { GalleryCategory } from './gallery-categories';
import type { Tag } from './tags';

const names = ['Ramadan', 'Eid al-Fitr', 'Hajj', 'Zakat', 'Salah', 'Quran', 'Tajweed', 'Seerah', 'Dua', 'Family', 'Youth', 'Charity'];

/** Twelve tags, newest change first, an hour apart on a fixed day. */
export const tagFixtures: Tag[] = names.map((name, index) => ({
  tagId: names.length - index,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  updateDate: new Date(Date.UTC(2026, 10, 20, 18 - index, 30)).toISOString(),
}));

const categoryNames = ['Ramadan Guides', 'Family Life', 'Prayer', 'Quran Studies', 'Community News', 'Islamic History', 'Charity and Zakat', 'Youth'];

/** Eight blog categories, newest change first, two hours apart on a fixed day. */
export const blogCategoryFixtures: BlogCategory[] = categoryNames.map((name, index) => ({
  categoryId: categoryNames.length - index,
  name,
  updateDate: new Date(Date.UTC(2026, 10, 19, 20 - 2 * index, 15)).toISOString(),
}));

const galleryTitles: [title: string, description: string][] = [
  ['Mosques of the World', 'Photographs of mosques old and new'],
  ['Islamic Calligraphy', 'Verses and names written by hand'],
  ['Ramadan Nights', 'Iftar tables and lanterns'],
  ['Hajj and Umrah', 'The journey to Makkah and Madinah'],
  ['Eid Celebrations', ''],
  ['Nature', 'Mountains, seas and skies'],
];

/** Six gallery categories, newest change first, a day apart. */
export const galleryCategoryFixtures: GalleryCategory[] = galleryTitles.map(([title, description], index) => ({
  categoryId: galleryTitles.length - index,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  description,
  updateDate: new Date(Date.UTC(2026, 10, 18 - index, 11, 0)).toISOString(),
}));

const groupNames: [number, string][] = [
  [1, 'Sisters of Lahore'],
  [2, 'Karachi Youth Circle'],
  [3, 'East London Reverts'],
  [4, 'Quran Memorisers'],
  [6, 'Istanbul Study Group'],
  [8, 'Toronto Masjid Volunteers'],
];

/** Six of the demo Muslim groups, without pictures: what discussions and local events belong to. */
export const communityGroupFixtures: CommunityGroup[] = groupNames.map(([groupId, name]) => ({
  groupId,
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  groupImageKey: null,
  groupImageUrl: null,
  profileImageKey: null,
  profileImageUrl: null,
  communityId: 1,
  bitSettings: 0,
  localGroup: true,
  latitude: '',
  longitude: '',
  updateDate: '2026-11-01T00:00:00.000Z',
}));
