import type { FastifyInstance } from 'fastify';
import { storiesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { badRequest, conflict } from '../../../http/errors';
import { registerResource } from '../../../resources/register-resource';
import '../library/table';

const { videos, formatWatchTime, VIDEO_MESSAGES: M } = storiesContract;
type Row = Record<string, unknown>;

const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** Each listed video's category name and how many packages hold it, in two reads for the whole page. */
async function withCategoriesAndPackages(db: Db, records: Row[]): Promise<Row[]> {
  const ids = records.map((record) => Number(record.id));
  const categoryIds = [...new Set(records.map((record) => record.categoryId).filter((id): id is number => typeof id === 'number'))];
  const [counts, categories] = await Promise.all([
    ids.length === 0
      ? []
      : db.selectFrom('package_videos').select(['video_id', (eb) => eb.fn.countAll<number>().as('count')]).where('video_id', 'in', ids).groupBy('video_id').execute(),
    categoryIds.length === 0 ? [] : db.selectFrom('video_categories').select(['id', 'name']).where('id', 'in', categoryIds).execute(),
  ]);
  const countOf = new Map(counts.map((row) => [Number(row.video_id), Number(row.count)]));
  const nameOf = new Map(categories.map((row) => [Number(row.id), row.name]));
  return records.map((record) => ({
    ...record,
    packageCount: countOf.get(Number(record.id)) ?? 0,
    categoryName: typeof record.categoryId === 'number' ? (nameOf.get(record.categoryId) ?? null) : null,
  }));
}

/** The list's date range in order. */
async function checkRange(_db: Db, body: Row) {
  const { startDate, endDate } = body;
  if (typeof startDate === 'string' && typeof endDate === 'string' && startDate && endDate && startDate > endDate) {
    throw badRequest(M.rangeOrder, { endDate: M.rangeOrder });
  }
}

/**
 * `video`: the list (title words, id, category, the days added, sortable by id, title, likes, shares,
 * watch time and date), find, create, update, and delete refused while a package holds the video.
 */
export function registerVideoResource(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(app, ctx, videos, {
    table: 'videos',
    keywordColumns: ['title'],
    orderColumn: 'created_at',
    sortColumns: { id: 'id', title: 'title', likes: 'likes', shares: 'shares', watchSeconds: 'watch_seconds', createdAt: 'created_at' },
    filterColumns: {
      id: 'id',
      categoryId: 'category_id',
      startDate: { column: 'created_at', range: 'fromDay' },
      endDate: { column: 'created_at', range: 'throughDay' },
    },
    checkList: checkRange,
    toRecord: (row) => {
      const watchSeconds = Number(row.watch_seconds);
      return {
        id: Number(row.id),
        externalId: String(row.external_id),
        title: String(row.title),
        description: String(row.description),
        likes: Number(row.likes),
        shares: Number(row.shares),
        watchSeconds,
        formattedWatchTime: formatWatchTime(watchSeconds),
        tags: JSON.parse(String(row.tags)) as string[],
        categoryId: row.category_id === null ? null : Number(row.category_id),
        categoryName: null,
        thumbnail: textOrNull(row.thumbnail_url),
        createdAt: String(row.created_at),
        packageCount: 0,
        isSponsored: Number(row.is_sponsored) === 1,
        cta: textOrNull(row.cta),
        ctaButton: textOrNull(row.cta_button),
        ctaLinkType: textOrNull(row.cta_link_type) as 'DOWNLOADABLE' | 'RE_DIRECTIONAL' | null,
        updateDate: String(row.updated_at),
      };
    },
    complete: (db, records) => withCategoriesAndPackages(db, records),
    derivedFields: ['formattedWatchTime', 'categoryName', 'packageCount'],
    // A change of category reads as the categories' names, not their ids.
    historyView: async (_db, record) => ({ ...record, categoryId: record.categoryName ?? null }),
    async check(db, input) {
      if (input.categoryId == null) return;
      const category = await db.selectFrom('video_categories').select('id').where('id', '=', input.categoryId).executeTakeFirst();
      if (!category) throw badRequest(M.category, { categoryId: M.category });
    },
    toColumns: (input, { now, existing }) => {
      const stamp = new Date(now).toISOString();
      const sponsored = input.isSponsored === true;
      return {
        external_id: input.externalId,
        title: input.name,
        description: input.description ?? '',
        is_sponsored: sponsored ? 1 : 0,
        // An unsponsored video keeps no call to action.
        cta: sponsored ? (input.cta?.trim() ?? null) : null,
        cta_button: sponsored ? (input.ctaButton?.trim() ?? null) : null,
        cta_link_type: sponsored ? (input.ctaLinkType ?? null) : null,
        category_id: input.categoryId ?? null,
        updated_at: stamp,
        ...(existing ? {} : { created_at: stamp }),
      };
    },
    unique: [{ column: 'external_id', field: 'externalId', message: M.externalIdTaken }],
    async beforeDelete(db, id) {
      const held = await db.selectFrom('package_videos').select('id').where('video_id', '=', id).limit(1).executeTakeFirst();
      if (held) throw conflict(M.inPackages);
    },
  });
}
