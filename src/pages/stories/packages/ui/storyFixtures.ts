import { HttpResponse } from 'msw';
import { storiesContract } from '@/shared/api';
import { contractHandler, memoryResource } from '@/shared/lib/storybook';

type VideoPackage = storiesContract.VideoPackage;
const { videoPackages, addDays, formatWatchTime } = storiesContract;

/** The stories' today: packages are fixed around it, so the pictures do not change from day to day. */
export const STORY_TODAY = '2026-11-20';

const TITLES = ['Surah Al-Kahf, verses 1–10', 'The mercy of the Prophet ﷺ', 'صبح کی دعائیں', 'Preparing for Ramadan', 'Wudu step by step', 'نماز کی اہمیت', 'The battle of Badr', 'Patience in hardship'];

/** Thirty videos of the catalogue, newest (highest id) first as the server finds them. */
export const storyVideos = Array.from({ length: 30 }, (_, index) => {
  const id = 30 - index;
  return { id, title: `${TITLES[id % TITLES.length]} (${id})`, externalId: String(824_000_000 + id * 1373), likes: 40 + ((id * 37) % 400), shares: 5 + ((id * 13) % 90), seconds: 600 + id * 977 };
});

const COUNTRIES: Record<string, [en: string, ur: string]> = {
  AE: ['United Arab Emirates', 'متحدہ عرب امارات'],
  BD: ['Bangladesh', 'بنگلہ دیش'],
  GB: ['United Kingdom', 'برطانیہ'],
  ID: ['Indonesia', 'انڈونیشیا'],
  IN: ['India', 'بھارت'],
  MY: ['Malaysia', 'ملائیشیا'],
  PK: ['Pakistan', 'پاکستان'],
  SA: ['Saudi Arabia', 'سعودی عرب'],
  TR: ['Turkey', 'ترکی'],
  US: ['United States of America', 'ریاستہائے متحدہ امریکہ'],
};
const COUNTRY_SETS = [['PK', 'AE'], ['GB', 'US'], ['SA'], ['PK', 'IN', 'BD'], ['MY', 'ID'], ['TR']];
const country = (code: string) => ({ countryCode: code, countryName: COUNTRIES[code]![0] });

/** A package a day from two weeks before the stories' today to three days after, each of six to ten ranked videos. */
export const packageFixtures: VideoPackage[] = Array.from({ length: 18 }, (_, index) => {
  const offset = index - 14;
  const day = addDays(STORY_TODAY, offset);
  const count = 6 + (index % 5);
  const videos = Array.from({ length: count }, (__, rank) => {
    const video = storyVideos[(index + rank * 3) % storyVideos.length]!;
    return { id: index * 20 + rank + 1, videoId: video.id, title: video.title, videoRank: rank + 1, countries: COUNTRY_SETS[(index + rank) % COUNTRY_SETS.length]!.map(country) };
  });
  const counted = videos.map((video) => storyVideos.find((candidate) => candidate.id === video.videoId)!);
  return {
    id: index + 1,
    name: day,
    publishedAt: day,
    createdAt: `${addDays(day, -3)}T09:00:00.000Z`,
    totalVideos: count,
    totalLikes: counted.reduce((sum, video) => sum + video.likes, 0),
    totalShares: counted.reduce((sum, video) => sum + video.shares, 0),
    formattedTotalWatchTime: formatWatchTime(counted.reduce((sum, video) => sum + video.seconds, 0)),
    isCurrent: offset === 0,
    isPublished: offset <= 0,
    videos,
  };
});

export const currentPackage = packageFixtures.find((pack) => pack.isCurrent)!;
/** The package of the day after the stories' today: still to come, so it can be edited. */
export const upcomingPackage = packageFixtures.find((pack) => pack.publishedAt === addDays(STORY_TODAY, 1))!;
/** A package of a week before: history. */
export const pastPackage = packageFixtures.find((pack) => pack.publishedAt === addDays(STORY_TODAY, -7))!;

/** In the lists' orders: the current package and those to come soonest first, then the past ones latest first. */
const listOrder = [...packageFixtures.filter((pack) => !pack.isPublished || pack.isCurrent), ...packageFixtures.filter((pack) => pack.isPublished && !pack.isCurrent).reverse()];

export const packageRows = memoryResource(videoPackages, listOrder, {
  // The two tabs split as the server splits them: the current and later packages, and the rest.
  inList: (pack, list) => (list === 'expired' ? pack.isPublished && !pack.isCurrent : !pack.isPublished || pack.isCurrent),
  added: () => ({ totalVideos: 0, totalLikes: 0, totalShares: 0, formattedTotalWatchTime: '0:00:00', isCurrent: false, isPublished: false, createdAt: `${STORY_TODAY}T09:00:00.000Z` }),
  // A saved package's videos as the server answers them: with their titles and the rows' ids.
  derived: (input) => {
    const videos = (input.videos as storiesContract.PackageInput['videos']).map((video, index) => ({
      ...video,
      id: 1000 + index,
      title: storyVideos.find((candidate) => candidate.id === video.videoId)?.title ?? '',
    }));
    return { videos, totalVideos: videos.length };
  },
  matches: (pack, body) => !body.packageId || pack.id === body.packageId,
  history: [
    {
      id: 2,
      recordId: upcomingPackage.id,
      action: 'updated',
      at: '2026-11-19T10:00:00.000Z',
      userId: 2,
      userName: 'Yusuf Qureshi',
      changes: [{ field: 'name', from: 'Friday reminders', to: upcomingPackage.name }],
    },
    { id: 1, recordId: upcomingPackage.id, action: 'created', at: '2026-11-17T08:00:00.000Z', userId: 1, userName: 'Amina Rahman', changes: [] },
  ],
});

/** The pickers' and the stats dialog's calls: the videos found by words, the countries in the language asked, a package's video counts. */
export const packageScreenHandlers = [
  contractHandler(storiesContract.videoNames, ({ request }) => {
    const words = (new URL(request.url).searchParams.get('title') ?? '').trim().toLowerCase();
    const found = storyVideos.filter((video) => video.title.toLowerCase().includes(words));
    return HttpResponse.json({ content: found.slice(0, 20).map(({ id, title, externalId }) => ({ id, title, externalId })), totalRecords: found.length });
  }),
  contractHandler(storiesContract.countryNames, ({ request }) => {
    const language = new URL(request.url).searchParams.get('language') === 'ur' ? 1 : 0;
    const content = Object.entries(COUNTRIES)
      .map(([countryCode, names]) => ({ countryCode, countryName: names[language] }))
      .sort((a, b) => a.countryName.localeCompare(b.countryName));
    return HttpResponse.json({ content });
  }),
  contractHandler(storiesContract.packageVideoStats, async ({ request }) => {
    const body = (await request.json()) as { packageId: number; pageno: number; limitCount: number; sortField?: string; descending?: boolean };
    const pack = packageFixtures.find((candidate) => candidate.id === body.packageId);
    if (!pack) return HttpResponse.json({ success: false, message: 'This package does not exist', messageCode: 'videoPackage.notFound' }, { status: 404 });
    const rows = pack.videos.map((video) => {
      const counts = storyVideos.find((candidate) => candidate.id === video.videoId)!;
      return { id: video.id, videoId: video.videoId, title: video.title, videoRank: video.videoRank, likes: counts.likes, shares: counts.shares, seconds: counts.seconds };
    });
    const field = ({ likes: 'likes', shares: 'shares', watchTime: 'seconds' } as const)[body.sortField as 'likes'] ?? 'videoRank';
    rows.sort((a, b) => (a[field] - b[field]) * (body.descending ? -1 : 1));
    const page = Math.max(1, body.pageno);
    return HttpResponse.json({
      content: rows.slice((page - 1) * body.limitCount, page * body.limitCount).map(({ seconds, ...row }) => ({ ...row, formattedWatchTime: formatWatchTime(seconds) })),
      totalRecords: rows.length,
      pageNumber: page,
      totalPages: Math.ceil(rows.length / body.limitCount),
    });
  }),
];
