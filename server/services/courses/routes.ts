import type { FastifyInstance } from 'fastify';
import { coursesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { registerCourseLists } from './list';
import { toCourse } from './mapping';
import { insertCourse, loadCourse, loadExisting, missingCourses, updateCourse } from './store';
import { checkCourse } from './validation';

const { COURSE_MESSAGES: M } = coursesContract;

async function requireCourses(ctx: ServerContext, ids: readonly number[]): Promise<void> {
  if (new Set(ids).size !== ids.length) throw badRequest(M.duplicateCourse);
  const missing = await missingCourses(ctx.db, ids);
  if (missing.length > 0) throw notFound(`${M.notFound} (id ${missing.join(', ')})`);
}

async function setPublished(ctx: ServerContext, id: number, published: boolean) {
  const result = await ctx.db
    .updateTable('courses')
    .set({ is_published: published ? 1 : 0, updated_at: new Date(ctx.now()).toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(M.notFound);
  return { success: true, message: published ? M.published : M.unpublished, isPublished: published, status: published ? 2 : 3 } as const;
}

export function registerCourseCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCourseLists(app, ctx);

  registerCall(app, ctx, coursesContract.getCourse, async ({ params }) => {
    const record = await loadCourse(ctx.db, params.id);
    if (!record) throw notFound(M.notFound);
    return toCourse(ctx, record, ctx.publicOrigin);
  });

  registerCall(app, ctx, coursesContract.createCourse, async ({ body, reply }) => {
    const draft = await checkCourse(ctx, body, null);
    const id = await insertCourse(ctx.db, draft, new Date(ctx.now()).toISOString());
    reply.header('location', `/api/academy/course/${id}`);
    return {};
  });

  registerCall(app, ctx, coursesContract.updateCourse, async ({ params, body }) => {
    const existing = await loadExisting(ctx.db, params.id);
    if (!existing) throw notFound(M.notFound);
    const draft = await checkCourse(ctx, body, existing);
    await updateCourse(ctx.db, params.id, draft, new Date(ctx.now()).toISOString());
    return { success: true, message: M.updated };
  });

  registerCall(app, ctx, coursesContract.deleteCourse, async ({ params }) => {
    const result = await ctx.db.deleteFrom('courses').where('id', '=', params.id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(M.notFound);
    return { success: true, message: M.deleted };
  });

  registerCall(app, ctx, coursesContract.publishCourse, ({ params }) => setPublished(ctx, params.id, true));
  registerCall(app, ctx, coursesContract.unpublishCourse, ({ params }) => setPublished(ctx, params.id, false));

  registerCall(app, ctx, coursesContract.updateCourseRanks, async ({ body }) => {
    await requireCourses(ctx, body.map((change) => change.id));
    const now = new Date(ctx.now()).toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      for (const change of body) {
        await trx.updateTable('courses').set({ rank: change.rank, updated_at: now }).where('id', '=', change.id).execute();
      }
    });
    return { success: true, message: M.ranksUpdated };
  });

  registerCall(app, ctx, coursesContract.updateCoursePrices, async ({ body }) => {
    await requireCourses(ctx, body.map((change) => change.id));
    const others = await ctx.db
      .selectFrom('courses')
      .select(['id', 'title', 'type'])
      .where('id', 'in', body.map((change) => change.id))
      .where('type', '!=', 'MASTERCLASS')
      .execute();
    const first = others[0];
    if (first) {
      const index = body.findIndex((change) => change.id === first.id);
      const message = `${M.priceMasterclassOnly} "${first.title}" is a ${first.type} course.`;
      throw badRequest(message, { [`${index}.price`]: message });
    }
    const now = new Date(ctx.now()).toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      for (const change of body) {
        await trx.updateTable('courses').set({ price: change.price, updated_at: now }).where('id', '=', change.id).execute();
      }
    });
    return { success: true, message: M.pricesUpdated };
  });

  registerCall(app, ctx, coursesContract.removeCourseDiscount, async ({ params, body }) => {
    const ids = [...new Set([params.courseId, ...body])];
    await requireCourses(ctx, ids);
    await ctx.db
      .updateTable('courses')
      .set({ discount_id: null, updated_at: new Date(ctx.now()).toISOString() })
      .where('id', 'in', ids)
      .execute();
    return { success: true, message: M.discountRemoved };
  });
}
