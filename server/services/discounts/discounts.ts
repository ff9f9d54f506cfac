import type { FastifyInstance } from 'fastify';
import { discountsContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import type { DiscountRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';

const { DISCOUNT_MESSAGES: M } = discountsContract;

/** The courses each discount is attached to, by discount id. */
async function attachedCourses(db: Db, discountIds: readonly number[]) {
  const byDiscount = new Map<number, { id: number; title: string }[]>();
  if (discountIds.length === 0) return byDiscount;
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'title', 'discount_id'])
    .where('discount_id', 'in', [...discountIds])
    .orderBy('title')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (row.discount_id === null) continue;
    const list = byDiscount.get(row.discount_id) ?? [];
    list.push({ id: row.id, title: row.title });
    byDiscount.set(row.discount_id, list);
  }
  return byDiscount;
}

function toDiscount(row: DiscountRow, courses: { id: number; title: string }[]): discountsContract.Discount {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    value: row.value,
    startAt: row.start_at,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    isActive: row.is_active === 1,
    attachedCourses: courses,
  };
}

async function requireDiscount(ctx: ServerContext, id: number): Promise<DiscountRow> {
  const row = await ctx.db.selectFrom('discounts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  return row;
}

const fields = (input: discountsContract.DiscountInput) => ({
  name: input.name.trim(),
  type: input.type,
  value: input.value,
  start_at: input.startAt.trim(),
  expires_at: input.expiresAt.trim(),
});

/** Why a course cannot take this discount, or null when it can. */
function refusal(course: { title: string; is_published: number; access_type: string; discount_id: number | null }, discountId: number) {
  if (course.is_published !== 1) return `"${course.title}" is not published; only published courses can get a discount.`;
  if (course.access_type !== 'LOCKED') return `"${course.title}" is not a locked course; only locked courses can get a discount.`;
  if (course.discount_id !== null && course.discount_id !== discountId) return `"${course.title}" already has a discount; remove it first.`;
  return null;
}

export function registerDiscountCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, discountsContract.listDiscounts, async ({ body }) => {
    const type = body.type === 0 ? undefined : body.type;
    let counted = ctx.db.selectFrom('discounts').select((eb) => eb.fn.countAll<number>().as('total'));
    if (type) counted = counted.where('type', '=', type);
    const total = Number((await counted.executeTakeFirst())?.total ?? 0);
    const direction = body.descending === false ? 'asc' : 'desc';
    const byName = [body.sortProperties ?? []].flat()[0] === 'name';
    let query = ctx.db.selectFrom('discounts').selectAll();
    if (type) query = query.where('type', '=', type);
    const rows = await query
      .orderBy(byName ? 'name' : 'created_at', direction)
      .orderBy('id', direction)
      .limit(body.pageSize)
      .offset((body.pageNumber - 1) * body.pageSize)
      .execute();
    const courses = await attachedCourses(ctx.db, rows.map((row) => row.id));
    return {
      content: rows.map((row) => toDiscount(row, courses.get(row.id) ?? [])),
      totalRecords: total,
      pageNumber: body.pageNumber,
      totalPages: Math.ceil(total / body.pageSize),
    };
  });

  registerCall(app, ctx, discountsContract.getDiscount, async ({ params }) => {
    const row = await requireDiscount(ctx, params.id);
    return toDiscount(row, (await attachedCourses(ctx.db, [row.id])).get(row.id) ?? []);
  });

  registerCall(app, ctx, discountsContract.createDiscount, async ({ body }) => {
    const now = new Date(ctx.now()).toISOString();
    const { id } = await ctx.db
      .insertInto('discounts')
      .values({ ...fields(body), is_active: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { success: true, message: M.added, id };
  });

  registerCall(app, ctx, discountsContract.updateDiscount, async ({ params, body }) => {
    await requireDiscount(ctx, params.id);
    await ctx.db
      .updateTable('discounts')
      .set({ ...fields(body), updated_at: new Date(ctx.now()).toISOString() })
      .where('id', '=', params.id)
      .execute();
    return { success: true, message: M.updated };
  });

  registerCall(app, ctx, discountsContract.deactivateDiscount, async ({ params }) => {
    await requireDiscount(ctx, params.id);
    const now = new Date(ctx.now()).toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('discounts').set({ is_active: 0, updated_at: now }).where('id', '=', params.id).execute();
      await trx.updateTable('courses').set({ discount_id: null, updated_at: now }).where('discount_id', '=', params.id).execute();
    });
    return { success: true, message: M.unpublished };
  });

  registerCall(app, ctx, discountsContract.activateDiscount, async ({ params, query, body }) => {
    const discount = await requireDiscount(ctx, params.id);
    const ids = [...new Set([...(query.attachedCourseIds ?? []), ...(body ?? [])])];
    if (ids.length === 0) throw badRequest(M.noCourseChosen, { attachedCourseIds: M.noCourseChosen });
    const today = new Date(ctx.now()).toISOString().slice(0, 10);
    if (discount.expires_at < today) throw badRequest(M.expired, { expiresAt: M.expired });
    const now = new Date(ctx.now()).toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      const courses = await trx
        .selectFrom('courses')
        .select(['id', 'title', 'is_published', 'access_type', 'discount_id'])
        .where('id', 'in', ids)
        .execute();
      const found = new Set(courses.map((course) => course.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) throw badRequest(`No course has the id ${missing.join(', ')}.`, { attachedCourseIds: 'Unknown course.' });
      for (const course of courses) {
        const reason = refusal(course, params.id);
        if (reason) throw badRequest(reason, { attachedCourseIds: reason });
      }
      await trx.updateTable('courses').set({ discount_id: params.id, updated_at: now }).where('id', 'in', ids).execute();
      await trx.updateTable('discounts').set({ is_active: 1, updated_at: now }).where('id', '=', params.id).execute();
    });
    return { success: true, message: M.published };
  });
}
