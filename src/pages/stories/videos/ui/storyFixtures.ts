import { HttpResponse } from 'msw';
import { storiesContract } from '@/shared/api';
import { changedOnce, contractHandler, memoryResource } from '@/shared/lib/storybook';

type Video = storiesContract.Video;
type Run = storiesContract.VideoSyncLog;
const { videos, videoCategoryNames, videoPackagePlaces, packageNames, addVideoToPackage, videoSyncLogs, startVideoSync, formatWatchTime, PACKAGE_PICK_MESSAGES } = storiesContract;

export const videoCategoryFixtures: storiesContract.VideoCategoryName[] = [
  { id: 3, name: 'Duas' },
  { id: 2, name: 'Hadith of the Day' },
  { id: 1, name: 'Quran Recitation' },
  { id: 4, name: 'Ramadan' },
  { id: 5, name: 'Seerah' },
];
const categoryName = (id: number | null) => videoCategoryFixtures.find((category) => category.id === id)?.name ?? null;

const VIDEOS: [title: string, categoryId: number | null, likes: number, shares: number, watchSeconds: number, packageCount: number, isSponsored: boolean][] = [
  ['Surah Al-Kahf, verses 1–10', 1, 2210, 184, 48_710, 2, false],
  ['صبح کی دعائیں', 3, 1840, 203, 36_055, 1, false],
  ['The mercy of the Prophet ﷺ', 5, 1525, 91, 29_870, 0, true],
  ['Preparing for Ramadan', 4, 1302, 77, 18_240, 3, false],
  ['قصص الأنبياء: يوسف', 5, 998, 66, 15_400, 1, false],
  ['Wudu step by step', null, 876, 40, 3_320, 0, false],
  ['نماز کی اہمیت', 2, 640, 38, 2_905, 1, false],
  ['A nasheed for the morning', 3, 402, 21, 1_280, 0, false],
];

/** Eight videos, newest first, a day apart: English, Urdu and Arabic titles, one sponsored, one in no category. */
export const videoFixtures: Video[] = VIDEOS.map(([title, categoryId, likes, shares, watchSeconds, packageCount, isSponsored], index) => {
  const id = 40 - index;
  const createdAt = new Date(Date.UTC(2026, 10, 20 - index, 9, 30)).toISOString();
  return {
    id,
    externalId: String(824_100_000 + id * 1373),
    title,
    description: `Short video ${id} of the Athan stories.`,
    likes,
    shares,
    watchSeconds,
    formattedWatchTime: formatWatchTime(watchSeconds),
    tags: ['quran', 'reminder'],
    categoryId,
    categoryName: categoryName(categoryId),
    thumbnail: null,
    createdAt,
    packageCount,
    isSponsored,
    cta: isSponsored ? 'https://example.com/offer' : null,
    ctaButton: isSponsored ? 'Learn more' : null,
    ctaLinkType: isSponsored ? 'RE_DIRECTIONAL' : null,
    updateDate: createdAt,
  };
});

export const kahfVideo = videoFixtures[0]!;
export const sponsoredVideo = videoFixtures[2]!;

const within = (video: Video, body: Record<string, unknown>) =>
  (!body.title || video.title.toLowerCase().includes(String(body.title).toLowerCase())) &&
  (!body.id || video.id === body.id) &&
  (!body.categoryId || video.categoryId === body.categoryId) &&
  (!body.startDate || video.createdAt.slice(0, 10) >= String(body.startDate)) &&
  (!body.endDate || video.createdAt.slice(0, 10) <= String(body.endDate));

export const videoRows = memoryResource(videos, videoFixtures, {
  matches: within,
  added: () => ({ likes: 0, shares: 0, watchSeconds: 0, formattedWatchTime: '0:00', tags: [], thumbnail: null, packageCount: 0, createdAt: '2026-11-21T09:00:00.000Z' }),
  derived: (input) => ({ title: String(input.name), categoryName: categoryName((input.categoryId as number | null) ?? null) }),
  history: changedOnce(kahfVideo.id, '2026-11-20T12:00:00.000Z', [{ field: 'categoryId', from: null, to: 1 }]),
});

export const packagePickFixtures: storiesContract.PackagePick[] = [
  { id: 21, name: '2099-12-03', publishedAt: '2099-12-03' },
  { id: 20, name: '2099-12-02', publishedAt: '2099-12-02' },
  { id: 19, name: '2026-11-01', publishedAt: '2026-11-01' },
];

export const kahfPlaces: storiesContract.VideoPackagePlace[] = [
  { packageId: 20, packageName: '2099-12-02', publishedAt: '2099-12-02', videoRank: 2, countries: [{ countryCode: 'PK', countryName: 'Pakistan' }, { countryCode: 'AE', countryName: 'United Arab Emirates' }] },
  { packageId: 19, packageName: '2026-11-01', publishedAt: '2026-11-01', videoRank: 1, countries: [{ countryCode: 'GB', countryName: 'United Kingdom' }] },
];

/** The videos' pickers, their packages and the add-to-package call (which refuses a second add of the same video). */
export function videoScreenHandlers() {
  const added = new Set<string>();
  return [
    contractHandler(videoCategoryNames, () => HttpResponse.json({ content: videoCategoryFixtures })),
    contractHandler(packageNames, () => HttpResponse.json({ content: packagePickFixtures })),
    contractHandler(videoPackagePlaces, ({ params }) => HttpResponse.json({ content: Number(params.id) === kahfVideo.id ? kahfPlaces : [] })),
    contractHandler(addVideoToPackage, async ({ params, request }) => {
      const { videoId } = (await request.json()) as { videoId: number };
      const key = `${String(params.id)}-${videoId}`;
      if (added.has(key)) return HttpResponse.json({ success: false, message: PACKAGE_PICK_MESSAGES.alreadyIn, messageCode: 'packagePick.alreadyIn' }, { status: 409 });
      added.add(key);
      return HttpResponse.json({ success: true, message: PACKAGE_PICK_MESSAGES.added, messageCode: 'record.updated' });
    }),
  ];
}

const run = (id: number, statusValue: Run['statusValue'], videosFetched: number, failureLog: string | null, day: number): Run => ({
  id,
  statusValue,
  videosFetched,
  failureLog,
  syncStartedAt: statusValue === 'PENDING' ? null : new Date(Date.UTC(2026, 10, day, 4, 0, 2)).toISOString(),
  syncCompletedAt: statusValue === 'SUCCESS' || statusValue === 'FAILED' ? new Date(Date.UTC(2026, 10, day, 4, 1, 40)).toISOString() : null,
  createdAt: new Date(Date.UTC(2026, 10, day, 4, 0)).toISOString(),
});

/** Five ended runs, newest first: one failed with the host's words, one that waits again after a failed try. */
export const videoSyncRunFixtures: Run[] = [
  run(14, 'SUCCESS', 230, null, 20),
  run(13, 'FAILED', 120, 'The video host could not be read: Vimeo answered 401 Unauthorized (the access token was revoked)', 19),
  run(12, 'SUCCESS', 228, null, 18),
  run(11, 'SUCCESS', 226, null, 17),
  run(10, 'SUCCESS', 200, null, 16),
];

/**
 * The sync log as the server keeps it, fresh for each story: a started run waits until `finish()` (once
 * the story has seen it waiting), then ends on the list's next read.
 */
export function videoSyncServer(initial: readonly Run[]) {
  let runs: Run[] = [];
  let finishing = false;
  const reset = () => {
    runs = [...initial];
    finishing = false;
  };
  reset();
  const handlers = [
    contractHandler(videoSyncLogs, () => {
      if (finishing) runs = runs.map((one) => (one.statusValue === 'PENDING' ? { ...run(one.id, 'SUCCESS', 230, null, 21) } : one));
      return HttpResponse.json({ content: runs, totalRecords: runs.length, pageNumber: 1, totalPages: 1 });
    }),
    contractHandler(startVideoSync, () => {
      const started = run(15, 'PENDING', 0, null, 21);
      runs = [started, ...runs];
      return HttpResponse.json({ success: true, message: storiesContract.VIDEO_SYNC_MESSAGES.started, data: started });
    }),
  ];
  return { handlers, reset, finish: () => void (finishing = true) };
}
