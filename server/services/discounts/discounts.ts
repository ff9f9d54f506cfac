import type { FastifyInstance } from 'fastify';
import { discountsContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { registerResource, type ActionHandler } from '../../resources/register-resource';

const { DISCOUNT_MESSAGES: M, discounts } = discountsContract;

/** Each record of a page with the courses its discount is attached to, by title. */
async function withAttachedCourses(db: Db, records: Record<string, unknown>[]) {
  const ids = records.map((record) => Number(record.id));
  if (ids.length === 0) return records;
  const rows = await db.selectFrom('courses').select(['id', 'title', 'discount_id']).where('discount_id', 'in', ids).orderBy('title').orderBy('id').execute();
  return records.map((record) => ({
    ...record,
    attachedCourses: rows.filter((row) => row.discount_id === record.id).map((row) => ({ id: row.id, title: row.title })),
  }));
}

/** Why a course cannot take this discount, or null when it can. */
function refusal(course: { title: string; is_published: number; access_type: string; discount_id: number | null }, discountId: number) {
  if (course.is_published !== 1) return `"${course.title}" is not published; only published courses can get a discount.`;
  if (course.access_type !== 'LOCKED') return `"${course.title}" is not a locked course; only locked courses can get a discount.`;
  if (course.discount_id !== null && course.discount_id !== discountId) return `"${course.title}" already has a discount; remove it first.`;
  return null;
}

/** Attaches the discount to the courses named in the query and the body, each of which must be able to take it. */
const publish: ActionHandler = async (trx, row, { query, body, now }) => {
  const id = Number(row.id);
  const named = (query as { attachedCourseIds?: number[] }).attachedCourseIds ?? [];
  const ids = [...new Set([...named, ...((body as number[] | undefined) ?? [])])];
  if (ids.length === 0) throw badRequest(M.noCourseChosen, { attachedCourseIds: M.noCourseChosen });
  const stamp = new Date(now).toISOString();
  if (String(row.expires_at) < stamp.slice(0, 10)) throw badRequest(M.expired, { expiresAt: M.expired });
  const courses = await trx.selectFrom('courses').select(['id', 'title', 'is_published', 'access_type', 'discount_id']).where('id', 'in', ids).execute();
  const found = new Set(courses.map((course) => course.id));
  const missing = ids.filter((courseId) => !found.has(courseId));
  if (missing.length > 0) throw badRequest(`No course has the id ${missing.join(', ')}.`, { attachedCourseIds: 'Unknown course.' });
  for (const course of courses) {
    const reason = refusal(course, id);
    if (reason) throw badRequest(reason, { attachedCourseIds: reason });
  }
  await trx.updateTable('courses').set({ discount_id: id, updated_at: stamp }).where('id', 'in', ids).execute();
  await trx.updateTable('discounts').set({ is_active: 1, updated_at: stamp }).where('id', '=', id).execute();
};

/** Unpublishes the discount and detaches it from every course. */
const unpublish: ActionHandler = async (trx, row, { now }) => {
  const id = Number(row.id);
  const stamp = new Date(now).toISOString();
  await trx.updateTable('discounts').set({ is_active: 0, updated_at: stamp }).where('id', '=', id).execute();
  await trx.updateTable('courses').set({ discount_id: null, updated_at: stamp }).where('discount_id', '=', id).execute();
};

export function registerDiscountCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(
    app,
    ctx,
    discounts,
    {
      table: 'discounts',
      keywordColumns: ['name'],
      orderColumn: 'created_at',
      sortColumns: { name: 'name' },
      filterColumns: { type: 'type' },
      toRecord: (row) => ({
        id: Number(row.id),
        name: String(row.name),
        type: row.type as discountsContract.DiscountType,
        value: Number(row.value),
        startAt: String(row.start_at),
        expiresAt: String(row.expires_at),
        createdAt: String(row.created_at),
        isActive: row.is_active === 1,
        attachedCourses: [],
      }),
      complete: withAttachedCourses,
      toColumns: (input, { now, existing }) => ({
        name: input.name,
        type: input.type,
        value: input.value,
        start_at: input.startAt,
        expires_at: input.expiresAt,
        updated_at: new Date(now).toISOString(),
        // A new discount waits unpublished until courses are chosen for it.
        ...(existing ? {} : { is_active: 0, created_at: new Date(now).toISOString() }),
      }),
    },
    { publish, unpublish },
  );
}
