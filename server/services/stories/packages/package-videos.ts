import { sql } from 'kysely';
import { storiesContract } from '@/shared/api/contract';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import { englishCountryName } from './countries';
import '../library/table';

const { formatWatchTime, PACKAGE_MESSAGES: M } = storiesContract;
type Row = Record<string, unknown>;

/** The current package's id on `today` (UTC 'YYYY-MM-DD'): the latest published on or before it (the last made, on a tie). */
export const currentPackageId = (today: string) =>
  sql<number>`(select id from video_packages where published_at <= ${today} order by published_at desc, id desc limit 1)`;

/** Each package's number of videos and their likes, shares and seconds watched added up. */
export async function packageTotals(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { videos: number; likes: number; shares: number; seconds: number }>();
  const rows = await db
    .selectFrom('package_videos')
    .innerJoin('videos', 'videos.id', 'package_videos.video_id')
    .select((eb) => [
      'package_videos.package_id',
      eb.fn.countAll<number>().as('videos'),
      eb.fn.sum<number>('videos.likes').as('likes'),
      eb.fn.sum<number>('videos.shares').as('shares'),
      eb.fn.sum<number>('videos.watch_seconds').as('seconds'),
    ])
    .where('package_videos.package_id', 'in', ids)
    .groupBy('package_videos.package_id')
    .execute();
  return new Map(
    rows.map((row) => [Number(row.package_id), { videos: Number(row.videos), likes: Number(row.likes ?? 0), shares: Number(row.shares ?? 0), seconds: Number(row.seconds ?? 0) }]),
  );
}

/** Adds to package records their totals and whether each is the current one. */
export async function completePackages(db: Db, records: Row[], today: string): Promise<Row[]> {
  const totals = await packageTotals(db, records.map((record) => Number(record.id)));
  const current = records.length === 0 ? undefined : await sql<{ id: number }>`select ${currentPackageId(today)} as id`.execute(db);
  const currentId = Number(current?.rows[0]?.id ?? 0);
  return records.map((record) => {
    const total = totals.get(Number(record.id)) ?? { videos: 0, likes: 0, shares: 0, seconds: 0 };
    return {
      ...record,
      totalVideos: total.videos,
      totalLikes: total.likes,
      totalShares: total.shares,
      formattedTotalWatchTime: formatWatchTime(total.seconds),
      isCurrent: Number(record.id) === currentId,
    };
  });
}

const countriesOf = (json: string): storiesContract.Country[] => {
  const codes = JSON.parse(json) as string[];
  return codes.map((countryCode) => ({ countryCode, countryName: englishCountryName(countryCode) ?? countryCode }));
};

/** The videos of package `id`, by rank, with their titles and countries. */
export async function videosOfPackage(db: Db, id: number): Promise<storiesContract.PackageVideo[]> {
  const rows = await db
    .selectFrom('package_videos')
    .innerJoin('videos', 'videos.id', 'package_videos.video_id')
    .select(['package_videos.id', 'package_videos.video_id', 'package_videos.video_rank', 'package_videos.countries', 'videos.title'])
    .where('package_videos.package_id', '=', id)
    .orderBy('package_videos.video_rank')
    .orderBy('package_videos.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    videoId: Number(row.video_id),
    title: row.title,
    videoRank: Number(row.video_rank),
    countries: countriesOf(row.countries),
  }));
}

/** Refuses videos that do not exist and country codes no country has, each named at its row (400). */
export async function checkPackageVideos(db: Db, videos: storiesContract.PackageInput['videos']): Promise<void> {
  const fields: Record<string, string> = {};
  const ids = [...new Set(videos.map((video) => video.videoId))];
  const known = new Set((await db.selectFrom('videos').select('id').where('id', 'in', ids).execute()).map((row) => Number(row.id)));
  videos.forEach((video, index) => {
    if (!known.has(video.videoId)) fields[`videos.${index}.videoId`] = M.unknownVideo;
    if (video.countries.some((country) => englishCountryName(country.countryCode) === undefined)) fields[`videos.${index}.countries`] = M.unknownCountry;
  });
  const first = Object.values(fields)[0];
  if (first) throw new HttpError(400, first, { fields });
}

/** Puts the package's videos as sent in place of those it had. */
export async function replacePackageVideos(db: Db, packageId: number, videos: storiesContract.PackageInput['videos']): Promise<void> {
  await db.deleteFrom('package_videos').where('package_id', '=', packageId).execute();
  await db
    .insertInto('package_videos')
    .values(
      videos.map((video) => ({
        package_id: packageId,
        video_id: video.videoId,
        video_rank: video.videoRank,
        countries: JSON.stringify([...new Set(video.countries.map((country) => country.countryCode))]),
      })),
    )
    .execute();
}
