import { z } from 'zod';
import { pageNumberField, pageReply, pageSizeField, recordIdField } from '../common';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';
import { isPackageDay, yesterdayOf } from './package-days';

export * from './package-days';

export const PACKAGE_LIMITS = { name: 250, videos: 100, countries: 250, rank: 10_000, search: 128, pickerOptions: 20 } as const;

/** The spec's words for packages (shell §5, §8), then this product's own. */
export const PACKAGE_MESSAGES = {
  publishedAt: 'Select Publish Date',
  videos: 'Please select atleast one video',
  saveFailed: 'Something went wrong, please check all the fields',
  rank: 'Please enter rank',
  // Not worded by the spec:
  publishedTooEarly: 'The publish date cannot be before yesterday',
  name: 'Please enter the package name',
  nameTooLong: 'Maximum 250 characters allowed',
  rankWhole: 'A rank is a whole number from 1 to 10000',
  rankTaken: 'Another video of this package has this rank',
  videoTwice: 'This video is already in the package',
  tooManyVideos: 'A package can have at most 100 videos',
  countries: 'Please select at least one country',
  unknownCountry: 'Choose countries of the list',
  unknownVideo: 'This video does not exist',
  published: 'This package is already published and can only be viewed',
  notFound: 'This package does not exist',
} as const;

const M = PACKAGE_MESSAGES;

/** A country as the apps name it (shell §3): its English name and ISO 3166-1 alpha-2 code. */
export const country = z.object({ countryName: z.string(), countryCode: z.string() });
export type Country = z.infer<typeof country>;

/** Two capital letters: the form of an ISO 3166-1 alpha-2 code (the server also checks the code exists). */
const countryCode = z.string().regex(/^[A-Z]{2}$/, M.unknownCountry);

/** A video of a package as the form and the view show it. */
export const packageVideo = z.object({
  /** The row's own id. */
  id: z.number().int(),
  videoId: z.number().int(),
  /** The video's title, for the screens (not in the spec's list of fields). */
  title: z.string(),
  videoRank: z.number().int(),
  countries: z.array(country),
});
export type PackageVideo = z.infer<typeof packageVideo>;

/**
 * A package as the list shows it (shell §3). Days are UTC days: a package is current from its published
 * day (the latest published on or before today is current), earlier ones are history, later ones upcoming.
 */
export const packageRow = z.object({
  id: z.number().int(),
  /** A date, 'YYYY-MM-DD' by default. */
  name: z.string(),
  /** 'YYYY-MM-DD' (UTC). */
  publishedAt: z.string(),
  /** ISO 8601 date-time in UTC. */
  createdAt: z.string(),
  totalVideos: z.number().int(),
  totalLikes: z.number().int(),
  totalShares: z.number().int(),
  /** The videos' watch time added up, as H:MM:SS. */
  formattedTotalWatchTime: z.string(),
  isCurrent: z.boolean(),
  /** Its published day has come (today or before): it can only be viewed, no longer edited. */
  isPublished: z.boolean(),
});
export type PackageRow = z.infer<typeof packageRow>;

/** One package with its videos (GET package/{id}). */
export const videoPackage = packageRow.extend({ videos: z.array(packageVideo) });
export type VideoPackage = z.infer<typeof videoPackage>;

const packageVideoInput = z.object({
  videoId: recordIdField(z.number({ error: M.unknownVideo }), M.unknownVideo),
  videoRank: z.number({ error: M.rank }).int(M.rankWhole).min(1, M.rankWhole).max(PACKAGE_LIMITS.rank, M.rankWhole),
  countries: z
    .array(z.object({ countryName: z.string().max(200), countryCode }), { error: M.countries })
    .min(1, M.countries)
    .max(PACKAGE_LIMITS.countries, M.unknownCountry),
});

/** Each rank and each video once in a package: the repeats are named at their row. */
function refuseRepeats(videos: readonly { videoId: number; videoRank: number }[], context: z.RefinementCtx) {
  const seenRanks = new Set<number>();
  const seenVideos = new Set<number>();
  videos.forEach((video, index) => {
    if (seenVideos.has(video.videoId)) context.addIssue({ code: 'custom', message: M.videoTwice, path: [index, 'videoId'] });
    if (seenRanks.has(video.videoRank)) context.addIssue({ code: 'custom', message: M.rankTaken, path: [index, 'videoRank'] });
    seenVideos.add(video.videoId);
    seenRanks.add(video.videoRank);
  });
}

/** POST package and PUT package/{id}: the spec's name, publishedAt and videos. The earliest day (yesterday) is checked against the server's clock. */
export const packageInput = z.object({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(PACKAGE_LIMITS.name, M.nameTooLong),
  publishedAt: z.string({ error: M.publishedAt }).min(1, M.publishedAt).refine(isPackageDay, M.publishedAt),
  videos: z
    .array(packageVideoInput, { error: M.videos })
    .min(1, M.videos)
    .max(PACKAGE_LIMITS.videos, M.tooManyVideos)
    .superRefine(refuseRepeats),
});
export type PackageInput = z.input<typeof packageInput>;

/** Whether `day` is too early to publish a package on, `now` being the sender's clock: before yesterday (UTC). */
export const isTooEarlyToPublish = (day: string, now: number) => day < yesterdayOf(now);

/** The list's filter besides the name's words: one package's id (0 or none: every package). */
export const packageFilters = z.object({
  packageName: z.string().max(PACKAGE_LIMITS.name).optional(),
  packageId: z.number().int().min(0).max(2_147_483_647).optional(),
});

export const PACKAGE_SORT_FIELDS = ['id', 'name', 'publishedAt'] as const;

/**
 * Video packages: 'Currently Active/Upcoming' (POST package/list: the current package and those still to
 * come, soonest first) and 'History' (POST package/list-expired: the rest, latest first), 10 a page;
 * find, add, and change while not yet published.
 */
export const videoPackages = defineResource({
  name: 'video package',
  service: 'stories',
  point: 'PACKAGES',
  idKey: 'id',
  record: videoPackage,
  listRecord: packageRow,
  input: packageInput,
  searchField: 'packageName',
  filters: packageFilters,
  paging: 'site',
  sortFields: PACKAGE_SORT_FIELDS,
  paths: {
    list: '/package/list',
    find: '/package/:id',
    create: '/package',
    update: '/package/:id',
    history: '/package/:id/history',
  },
  moreLists: { expired: { path: '/package/list-expired', summary: 'List the packages before the current one (History)' } },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});

/** Whether a package may still be changed: its published day has not come. */
export const isPackageEditable = (row: Pick<PackageRow, 'isPublished'>) => !row.isPublished;

/** A video as the package form's picker offers it. */
export const videoName = z.object({ id: z.number().int(), title: z.string(), externalId: z.string() });
export type VideoName = z.infer<typeof videoName>;

/**
 * GET video/name-summary: videos whose title (or host id, or id) holds the typed words, newest first, at
 * most `limit` (the picker asks 20 as the user types; the list may hold 10,000 videos).
 */
export const videoNames = defineCall({
  service: 'stories',
  method: 'GET',
  path: '/video/name-summary',
  summary: 'Videos by words of their title, for pickers',
  access: { anyOf: [{ point: 'PACKAGES', bit: 'add' }, { point: 'PACKAGES', bit: 'edit' }, { point: 'VIDEOS', bit: 'list' }] },
  query: z.object({
    title: z.string().max(PACKAGE_LIMITS.search).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(PACKAGE_LIMITS.pickerOptions),
  }),
  reply: z.object({ content: z.array(videoName), totalRecords: z.number().int() }),
});

/** The panel's languages a country list is named in. */
export const COUNTRY_LANGUAGES = ['en', 'ur'] as const;

/** GET location/country-name-summary: every ISO 3166 country, by name, in English or Urdu. */
export const countryNames = defineCall({
  service: 'stories',
  method: 'GET',
  path: '/location/country-name-summary',
  summary: 'Every country with its ISO code, named in the language asked',
  access: { anyOf: [{ point: 'PACKAGES', bit: 'view' }, { point: 'PACKAGES', bit: 'add' }, { point: 'PACKAGES', bit: 'edit' }] },
  query: z.object({ language: z.enum(COUNTRY_LANGUAGES).default('en') }),
  reply: z.object({ content: z.array(country) }),
});

/** One video of a package with its counts (the stats dialog). */
export const packageVideoStat = z.object({
  id: z.number().int(),
  videoId: z.number().int(),
  title: z.string(),
  videoRank: z.number().int(),
  likes: z.number().int(),
  shares: z.number().int(),
  formattedWatchTime: z.string(),
});
export type PackageVideoStat = z.infer<typeof packageVideoStat>;

export const PACKAGE_STAT_SORT_FIELDS = ['videoRank', 'likes', 'shares', 'watchTime'] as const;

/** POST package/detail/list: the videos of one package with their likes, shares and watch time, by rank, 10 a page. */
export const packageVideoStats = defineCall({
  service: 'stories',
  method: 'POST',
  path: '/package/detail/list',
  summary: 'The videos of one package with their counts',
  access: { point: 'PACKAGES', bit: 'view' },
  body: z.object({
    packageId: recordIdField(z.number()),
    pageno: pageNumberField(z.number(), 0).default(1),
    limitCount: pageSizeField(z.number()).default(10),
    sortField: z.enum(PACKAGE_STAT_SORT_FIELDS).optional(),
    descending: z.boolean().optional(),
  }),
  reply: pageReply(packageVideoStat),
});
