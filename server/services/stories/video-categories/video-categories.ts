import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { storiesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { notFound } from '../../../http/errors';
import { registerCall } from '../../../http/route';
import { registerResource } from '../../../resources/register-resource';
import '../library/table';

const { videoCategories, categoryVideoStats, formatWatchTime, VIDEO_CATEGORY_MESSAGES: M } = storiesContract;

/** How many videos each of `ids` holds: one grouped read on the videos' category index. */
async function videoCountsOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('videos')
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('category_id', 'in', ids)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.category_id), Number(row.count)]));
}

/** The text a title search matches anywhere, case-insensitively, with LIKE's own marks taken literally. */
const containing = (words: string) => `%${words.toLowerCase().replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;

const parsedTags = (json: string): string[] => {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.map(String) : [];
  } catch {
    return [];
  }
};

/**
 * `category`: the video categories' list (10 a page, newest first), find, create and update, each with its
 * video count as the videos table has it (a count the screens send is ignored), their history, and one
 * category's videos with their counts for the 'Videos Stat' popup.
 */
export function registerVideoCategoryCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(app, ctx, videoCategories, {
    table: 'video_categories',
    keywordColumns: ['name'],
    orderColumn: 'id',
    toRecord: (row) => ({ id: Number(row.id), name: String(row.name), videoCount: 0 }),
    complete: async (db, records) => {
      const counts = await videoCountsOf(db, records.map((record) => Number(record.id)));
      return records.map((record) => ({ ...record, videoCount: counts.get(Number(record.id)) ?? 0 }));
    },
    toColumns: (input, { now, existing }) => {
      const stamp = new Date(now).toISOString();
      return { name: input.name, updated_at: stamp, ...(existing ? {} : { created_at: stamp }) };
    },
    // The count follows the videos filed under the category, not a change made to it.
    derivedFields: ['videoCount'],
  });

  registerCall(app, ctx, categoryVideoStats, async ({ body }) => {
    const { categoryId, pageno, limitCount, firstIndex, descending, sortField, title } = body;
    const category = await ctx.db.selectFrom('video_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
    if (!category) throw notFound(M.notFound);
    const words = title?.trim();
    const direction = descending ? 'desc' : 'asc';
    const filtered = ctx.db
      .selectFrom('videos')
      .where('category_id', '=', categoryId)
      .$if(Boolean(words), (query) => query.where(sql<boolean>`lower(title) like ${containing(words!)} escape '\\'`));
    const page = Math.max(1, pageno);
    const offset = firstIndex >= 0 ? firstIndex : (page - 1) * limitCount;
    const [counted, rows] = await Promise.all([
      filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
      filtered
        .select(['id', 'title', 'likes', 'shares', 'tags', 'watch_seconds'])
        .orderBy(sortField ?? 'created_at', direction)
        .orderBy('id', direction)
        .limit(limitCount)
        .offset(offset)
        .execute(),
    ]);
    const totalRecords = Number(counted?.count ?? 0);
    return {
      content: rows.map((row) => ({
        id: Number(row.id),
        title: row.title,
        likes: Number(row.likes),
        shares: Number(row.shares),
        tags: parsedTags(row.tags),
        formattedWatchTime: formatWatchTime(Number(row.watch_seconds)),
      })),
      totalRecords,
      pageNumber: page,
      totalPages: Math.ceil(totalRecords / limitCount),
    };
  });
}
