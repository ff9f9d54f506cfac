import type { FastifyInstance } from 'fastify';
import { instructorsContract } from '@/shared/api/contract';
import { INSTRUCTOR_GROUP_ID } from '@/shared/config';
import type { ServerContext } from '../../context';
import type { InstructorRow } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';

const { INSTRUCTOR_MESSAGES } = instructorsContract;
type Input = instructorsContract.InstructorInput & { expertise: string[] };

function toInstructor(ctx: ServerContext, row: InstructorRow & { fullname: string }, origin: string): instructorsContract.Instructor {
  const url = row.image_key ? ctx.storage.publicReadUrl(row.image_key, origin) : null;
  let expertise: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.expertise);
    if (Array.isArray(parsed)) expertise = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    // an unreadable list shows as empty rather than failing the page
  }
  return {
    id: row.id,
    userId: row.user_id,
    name: row.fullname,
    shortDescription: row.short_description,
    longDescription: row.long_description,
    imagePath: row.image_key,
    imageUrl: url,
    thumbnailUrl: url,
    expertise,
  };
}

const withNames = (ctx: ServerContext) =>
  ctx.db.selectFrom('instructors as i').innerJoin('users as u', 'u.id', 'i.user_id').selectAll('i').select('u.fullname');

/** The user must be an active member of the instructor group; the image a stored instructor image. */
async function checkInput(ctx: ServerContext, input: Input, ownId: number | null): Promise<void> {
  const user = await ctx.db.selectFrom('users').select(['id', 'group_id', 'status']).where('id', '=', input.userId).executeTakeFirst();
  if (!user || user.group_id !== INSTRUCTOR_GROUP_ID || user.status !== 1) {
    throw badRequest(INSTRUCTOR_MESSAGES.user, { userId: INSTRUCTOR_MESSAGES.user });
  }
  const taken = await ctx.db.selectFrom('instructors').select('id').where('user_id', '=', input.userId).executeTakeFirst();
  if (taken && taken.id !== ownId) throw new HttpError(409, 'This user is already an instructor.', { fields: { userId: 'This user is already an instructor.' } });
  if (input.imagePath !== undefined) {
    const upload = await ctx.db
      .selectFrom('uploads')
      .select(['category', 'stored'])
      .where('image_key', '=', input.imagePath)
      .executeTakeFirst();
    if (!upload || upload.category !== 'INSTRUCTOR_IMAGE' || upload.stored !== 1) {
      throw badRequest(INSTRUCTOR_MESSAGES.imageRequired, { imagePath: INSTRUCTOR_MESSAGES.imageRequired });
    }
  }
}

export function registerInstructorCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, instructorsContract.listInstructors, async ({ body }) => {
    const total = await ctx.db.selectFrom('instructors').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const sortByName = [body.sortProperties ?? []].flat()[0] === 'name';
    const direction = body.descending ? 'desc' : 'asc';
    const rows = await withNames(ctx)
      .orderBy(sortByName ? 'u.fullname' : 'i.id', direction)
      .orderBy('i.id', direction)
      .limit(body.pageSize)
      .offset((body.pageNumber - 1) * body.pageSize)
      .execute();
    const totalRecords = Number(total?.total ?? 0);
    const origin = ctx.publicOrigin;
    return {
      content: rows.map((row) => toInstructor(ctx, row, origin)),
      totalRecords,
      pageNumber: body.pageNumber,
      totalPages: Math.ceil(totalRecords / body.pageSize),
    };
  });

  registerCall(app, ctx, instructorsContract.instructorNameSummary, async () => {
    const rows = await withNames(ctx).orderBy('u.fullname').execute();
    return rows.map((row) => ({ id: row.id, name: row.fullname }));
  });

  registerCall(app, ctx, instructorsContract.getInstructor, async ({ params }) => {
    const row = await withNames(ctx).where('i.id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound('This instructor does not exist.');
    return toInstructor(ctx, row, ctx.publicOrigin);
  });

  registerCall(app, ctx, instructorsContract.createInstructor, async ({ body }) => {
    if (body.imagePath === undefined) throw badRequest(INSTRUCTOR_MESSAGES.imageRequired, { imagePath: INSTRUCTOR_MESSAGES.imageRequired });
    await checkInput(ctx, body, null);
    const now = new Date(ctx.now()).toISOString();
    const created = await ctx.db
      .insertInto('instructors')
      .values({
        user_id: body.userId,
        short_description: body.shortDescription,
        long_description: body.longDescription,
        image_key: body.imagePath,
        expertise: JSON.stringify(body.expertise),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { success: true, message: 'Record added successfully!', id: created.id };
  });

  registerCall(app, ctx, instructorsContract.updateInstructor, async ({ params, body }) => {
    const existing = await ctx.db.selectFrom('instructors').select('id').where('id', '=', params.id).executeTakeFirst();
    if (!existing) throw notFound('This instructor does not exist.');
    await checkInput(ctx, body, params.id);
    await ctx.db
      .updateTable('instructors')
      .set({
        user_id: body.userId,
        short_description: body.shortDescription,
        long_description: body.longDescription,
        ...(body.imagePath !== undefined ? { image_key: body.imagePath } : {}),
        expertise: JSON.stringify(body.expertise),
        updated_at: new Date(ctx.now()).toISOString(),
      })
      .where('id', '=', params.id)
      .execute();
    return { success: true, message: 'Record updated successfully!' };
  });

  registerCall(app, ctx, instructorsContract.userList, async ({ body }) => {
    const members = ctx.db.selectFrom('users').where('group_id', '=', body.groupId).where('status', '=', 1);
    const total = await members.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const rows = await members
      .select(['id', 'fullname'])
      .orderBy('fullname')
      .limit(body.limitCount)
      .offset((body.pageNo - 1) * body.limitCount)
      .execute();
    return { content: rows.map((row) => ({ userId: row.id, fullname: row.fullname })), totalRecords: Number(total?.total ?? 0) };
  });
}
