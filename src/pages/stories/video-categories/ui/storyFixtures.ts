import { HttpResponse } from 'msw';
import { storiesContract } from '@/shared/api';
import { changedOnce, contractHandler, memoryResource } from '@/shared/lib/storybook';

type VideoCategory = storiesContract.VideoCategory;
type Stat = storiesContract.CategoryVideoStat;
const { videoCategories, categoryVideoStats } = storiesContract;

const CATEGORIES: [name: string, videoCount: number][] = [
  ['Quran Recitation', 25],
  ['Hadith of the Day', 25],
  ['Duas', 25],
  ['Ramadan', 24],
  ['Seerah', 25],
  ['Kids', 24],
  ['Nasheeds', 25],
  ['Islamic History', 0],
];

/** Eight categories, newest (highest id) first as the server lists them; the last one added has no videos yet. */
export const videoCategoryFixtures: VideoCategory[] = CATEGORIES.map(([name, videoCount], index) => ({ id: index + 1, name, videoCount })).reverse();

export const duas = videoCategoryFixtures.find((category) => category.name === 'Duas')!;

export const categoryRows = memoryResource(videoCategories, videoCategoryFixtures, {
  // The server counts a category's videos itself: a new one has none, and a rename keeps them.
  added: () => ({ videoCount: 0 }),
  history: changedOnce(duas.id, '2026-11-19T16:15:00.000Z', [{ field: 'name', from: 'Duas and Adhkar', to: 'Duas' }]),
});

const TITLES: [title: string, tags: string[]][] = [
  ['صبح کی دعائیں', ['dua', 'morning']],
  ['أذكار المساء', ['dua', 'evening']],
  ['Dua for travelling', ['dua', 'travel']],
  ['Dua before sleeping', ['dua', 'night']],
];


/** The Duas category's 25 videos, newest (highest id) first, with counts spread so likes and shares order them differently. */
export const duaStats: Stat[] = Array.from({ length: 25 }, (_, index) => {
  const [title, tags] = TITLES[index % TITLES.length]!;
  const spread = (index * 7919) % 1000;
  return { id: 300 - index, title: `${title} (${25 - index})`, likes: 20 + spread * 3, shares: 5 + (spread % 211), tags, formattedWatchTime: storiesContract.formatWatchTime(600 + spread * 97) };
});

/** POST category/video-stats over `stats` for every category: the title search, the order and the page, as the server answers them. */
export const videoStatsHandler = (stats: readonly Stat[] = duaStats) =>
  contractHandler(categoryVideoStats, async ({ request }) => {
    const body = (await request.json()) as { categoryId: number; pageno?: number; limitCount?: number; descending?: boolean; sortField?: 'likes' | 'shares'; title?: string };
    const { pageno = 1, limitCount = 10, descending = true, sortField, title } = body;
    const found = stats.filter((stat) => body.categoryId === duas.id && (!title || stat.title.toLowerCase().includes(title.toLowerCase())));
    const sign = descending ? -1 : 1;
    const ordered = sortField ? [...found].sort((a, b) => (a[sortField] - b[sortField]) * sign) : descending ? found : [...found].reverse();
    const page = Math.max(1, pageno);
    return HttpResponse.json({
      content: ordered.slice((page - 1) * limitCount, page * limitCount),
      totalRecords: found.length,
      pageNumber: page,
      totalPages: Math.ceil(found.length / limitCount),
    });
  });
