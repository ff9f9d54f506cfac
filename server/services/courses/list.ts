import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { coursesContract, PAGE_SIZES } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { queryTemplate, type SlotOf } from '../../db/query-template';
import { registerCall } from '../../http/route';
import { toListRow } from './mapping';

const SORTABLE = { id: 'id', rank: 'rank', title: 'title', price: 'price' } as const;
type Sortable = keyof typeof SORTABLE;
const isSortable = (name: string | undefined): name is Sortable => !!name && Object.hasOwn(SORTABLE, name);

type CourseType = Database['courses']['type'];

interface ListShape {
  byType: boolean;
  /** A page size the panel offers, written into the SQL; another size is a parameter. */
  pageSize: number | null;
  sortBy: (typeof SORTABLE)[Sortable];
  descending: boolean;
}

const courseCount = queryTemplate((db: Db, shape: ListShape, slot: SlotOf<{ type?: CourseType }>) => {
  const counted = db.selectFrom('courses').select((eb) => eb.fn.countAll<number>().as('total'));
  return shape.byType ? counted.where('type', '=', slot('type')) : counted;
});

type PageValues = { type?: CourseType; limit: number; offset: number };

/**
 * The page's ids come from the (type, rank, id) or (rank, id) index alone; only those rows are then read
 * whole, with their instructors joined in (a row per course and instructor, in the instructors' order).
 * Sorting every wide row to skip to a deep page cost PostgreSQL 50 ms at 10,000; skipping through the
 * index a second time for the instructors, or asking for them in a second round trip, cost a third more.
 *
 * A page size the panel offers is written into the text. PostgreSQL then keeps one plan for the statement,
 * made for a page of that many rows, where it planned every run afresh (a millisecond); with the size as a
 * parameter its kept plan would be made for a tenth of the table (hash joins over all courses: 8.6 ms
 * against 1.4 ms at page 500).
 */
const coursePage = queryTemplate((db: Db, { byType, pageSize, sortBy, descending }: ListShape, slot: SlotOf<PageValues>) => {
  const direction = descending ? 'desc' : 'asc';
  const ids = db.selectFrom('courses').select('id');
  const pageOfIds = (byType ? ids.where('type', '=', slot('type')) : ids)
    .orderBy(sortBy, direction)
    .orderBy('id', direction)
    .limit(pageSize === null ? slot('limit') : sql.lit(pageSize))
    .offset(slot('offset'));
  return db
    .selectFrom(pageOfIds.as('page'))
    .innerJoin('courses as c', 'c.id', 'page.id')
    .leftJoin('course_instructors as ci', 'ci.course_id', 'c.id')
    .leftJoin('instructors as i', 'i.id', 'ci.instructor_id')
    .leftJoin('users as u', 'u.id', 'i.user_id')
    .select([
      'c.id',
      'c.title',
      'c.rank',
      'c.price',
      'c.discount_id',
      'c.type',
      'c.sub_type',
      'c.access_type',
      'c.occurrence_type',
      'c.is_published',
      'c.duration',
      'c.thumbnail_key',
      'c.contain_parts',
      'c.contain_sub_parts',
      'c.basic_info',
      'u.fullname as instructor_name',
    ])
    // The discount's name and the intro video's title are asked as subqueries of their own rather than
    // as two more joins: PostgreSQL weighs every order of the joins it is given, and with six of them
    // it spent longer planning the page than reading it.
    .select((eb) => [
      eb.selectFrom('discounts as d').select('d.name').whereRef('d.id', '=', 'c.discount_id').as('discount_name'),
      eb.selectFrom('playlist_videos as v').select('v.title').whereRef('v.id', '=', 'c.intro_video_id').as('video_title'),
    ])
    .orderBy(`c.${sortBy}`, direction)
    .orderBy('c.id', direction)
    .orderBy('ci.position');
});

/** POST course/list and GET course/name-summary. Both read only indexed columns to filter and sort. */
export function registerCourseLists(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, coursesContract.listCourses, async ({ body }) => {
    const type = body.type === 0 ? undefined : body.type;
    const requested = [body.sortProperties ?? []].flat()[0];
    const shape: ListShape = {
      byType: !!type,
      pageSize: PAGE_SIZES.includes(body.pageSize) ? body.pageSize : null,
      sortBy: SORTABLE[isSortable(requested) ? requested : 'rank'],
      descending: !!body.descending,
    };
    // The count and the page are asked together: on PostgreSQL they run side by side on two connections.
    const [countedRows, rows] = await Promise.all([
      courseCount.run(ctx.db, shape, { type }),
      coursePage.run(ctx.db, shape, { type, limit: body.pageSize, offset: (body.pageNumber - 1) * body.pageSize }),
    ]);
    const courses = new Map<number, { row: (typeof rows)[number]; instructors: string[] }>();
    for (const row of rows) {
      let course = courses.get(row.id);
      if (!course) {
        course = { row, instructors: [] };
        courses.set(row.id, course);
      }
      if (row.instructor_name !== null) course.instructors.push(row.instructor_name);
    }
    const total = Number(countedRows[0]?.total ?? 0);

    const origin = ctx.publicOrigin;
    return {
      content: [...courses.values()].map(({ row, instructors }) => toListRow(ctx, row, instructors, origin)),
      totalRecords: total,
      pageNumber: body.pageNumber,
      totalPages: Math.ceil(total / body.pageSize),
    };
  });

  registerCall(app, ctx, coursesContract.courseNameSummary, async ({ query }) => {
    let courses = ctx.db.selectFrom('courses').select(['id', 'title', 'type', 'contain_parts', 'contain_sub_parts']);
    if (query.occurrenceType) courses = courses.where('occurrence_type', '=', query.occurrenceType);
    if (query.isPublished !== undefined) courses = courses.where('is_published', '=', query.isPublished ? 1 : 0);
    if (query.containsDiscount !== undefined) {
      courses = courses.where('discount_id', query.containsDiscount ? 'is not' : 'is', null);
    }
    if (query.isLocked !== undefined) courses = courses.where('access_type', query.isLocked ? '=' : '!=', 'LOCKED');
    const rows = await courses.orderBy('title').orderBy('id').execute();
    return rows.map((row) => ({
      id: row.id,
      basicInfo: { title: row.title, type: row.type },
      contentInfo: { containParts: row.contain_parts === 1, containSubParts: row.contain_sub_parts === 1 },
    }));
  });
}
