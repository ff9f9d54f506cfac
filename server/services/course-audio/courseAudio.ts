import type { FastifyInstance } from 'fastify';
import { courseAudioContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { CourseAudioRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';

const { COURSE_AUDIO_MESSAGES } = courseAudioContract;

function toItem(ctx: ServerContext, row: CourseAudioRow, origin: string): courseAudioContract.CourseAudio {
  return { id: row.id, title: row.title, url: ctx.storage.publicReadUrl(row.path, origin), path: row.path, type: row.type };
}

/** The file must be a stored upload of the AUDIO category (MP3, at most 5 MB, checked on upload). */
async function checkAudio(ctx: ServerContext, path: string): Promise<void> {
  const upload = await ctx.db.selectFrom('uploads').select(['category', 'stored']).where('image_key', '=', path).executeTakeFirst();
  if (!upload || upload.category !== 'AUDIO' || upload.stored !== 1) {
    throw badRequest(COURSE_AUDIO_MESSAGES.fileRequired, { path: COURSE_AUDIO_MESSAGES.fileRequired });
  }
}

export function registerCourseAudioCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, courseAudioContract.listCourseAudio, async ({ body }) => {
    const items = ctx.db.selectFrom('course_audio').where('type', '=', 'AUDIO');
    const total = await items.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const sortByTitle = [body.sortProperties ?? []].flat()[0] === 'title';
    const direction = body.descending === false ? 'asc' : 'desc';
    const rows = await items
      .selectAll()
      .orderBy(sortByTitle ? 'title' : 'id', direction)
      .orderBy('id', direction)
      .limit(body.pageSize)
      .offset((body.pageNumber - 1) * body.pageSize)
      .execute();
    const totalRecords = Number(total?.total ?? 0);
    const origin = ctx.publicOrigin;
    return {
      content: rows.map((row) => toItem(ctx, row, origin)),
      totalRecords,
      pageNumber: body.pageNumber,
      totalPages: Math.ceil(totalRecords / body.pageSize),
    };
  });

  registerCall(app, ctx, courseAudioContract.courseAudioNameSummary, async ({ query }) => {
    const rows = await ctx.db
      .selectFrom('course_audio')
      .selectAll()
      .where('type', '=', query.type)
      .orderBy('id', query.descending === 'true' ? 'desc' : 'asc')
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize)
      .execute();
    const origin = ctx.publicOrigin;
    return rows.map((row) => ({ id: row.id, title: row.title, url: ctx.storage.publicReadUrl(row.path, origin) }));
  });

  registerCall(app, ctx, courseAudioContract.getCourseAudio, async ({ params }) => {
    const row = await ctx.db.selectFrom('course_audio').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound(COURSE_AUDIO_MESSAGES.notFound);
    return toItem(ctx, row, ctx.publicOrigin);
  });

  registerCall(app, ctx, courseAudioContract.createCourseAudio, async ({ body }) => {
    if (body.path === undefined) throw badRequest(COURSE_AUDIO_MESSAGES.fileRequired, { path: COURSE_AUDIO_MESSAGES.fileRequired });
    await checkAudio(ctx, body.path);
    const now = new Date(ctx.now()).toISOString();
    const created = await ctx.db
      .insertInto('course_audio')
      .values({ title: body.title, path: body.path, type: body.type, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { success: true, message: 'Record added successfully!', id: created.id };
  });

  registerCall(app, ctx, courseAudioContract.updateCourseAudio, async ({ params, body }) => {
    const existing = await ctx.db.selectFrom('course_audio').select('id').where('id', '=', params.id).executeTakeFirst();
    if (!existing) throw notFound(COURSE_AUDIO_MESSAGES.notFound);
    if (body.path !== undefined) await checkAudio(ctx, body.path);
    await ctx.db
      .updateTable('course_audio')
      .set({ title: body.title, ...(body.path !== undefined ? { path: body.path } : {}), updated_at: new Date(ctx.now()).toISOString() })
      .where('id', '=', params.id)
      .execute();
    return { success: true, message: 'Record updated successfully!' };
  });
}
