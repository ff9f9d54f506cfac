import type { FastifyInstance } from 'fastify';
import { coursesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import { registerCall } from '../../http/route';
import { toListRow } from './mapping';

const SORTABLE = { id: 'id', rank: 'rank', title: 'title', price: 'price' } as const;
type Sortable = keyof typeof SORTABLE;
const isSortable = (name: string | undefined): name is Sortable => !!name && Object.hasOwn(SORTABLE, name);

/** POST course/list and GET course/name-summary. Both read only indexed columns to filter and sort. */
export function registerCourseLists(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, coursesContract.listCourses, async ({ body }) => {
    const type = body.type === 0 ? undefined : body.type;
    let counted = ctx.db.selectFrom('courses').select((eb) => eb.fn.countAll<number>().as('total'));
    if (type) counted = counted.where('type', '=', type);
    const requested = [body.sortProperties ?? []].flat()[0];
    const sortBy = SORTABLE[isSortable(requested) ? requested : 'rank'];
    const direction = body.descending ? 'desc' : 'asc';
    // The page's ids come from the (type, rank, id) or (rank, id) index alone; only those rows are then read
    // whole, with their instructors joined in (a row per course and instructor, in the instructors' order).
    // Sorting every wide row to skip to a deep page cost PostgreSQL 50 ms at 10,000; skipping through the
    // index a second time for the instructors, or asking for them in a second round trip, cost a third more.
    let pageIds = ctx.db.selectFrom('courses').select('id');
    if (type) pageIds = pageIds.where('type', '=', type);
    const pageOfIds = pageIds
      .orderBy(sortBy, direction)
      .orderBy('id', direction)
      .limit(body.pageSize)
      .offset((body.pageNumber - 1) * body.pageSize);
    // The count and the page are asked together: on PostgreSQL they run side by side on two connections.
    const [countedRow, rows] = await Promise.all([
      counted.executeTakeFirst(),
      ctx.db
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
        .orderBy('ci.position')
        .execute(),
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
    const total = Number(countedRow?.total ?? 0);

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
