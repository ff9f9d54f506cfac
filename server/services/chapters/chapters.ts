import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { chaptersContract } from '@/shared/api/contract';
import { can } from '@/shared/lib/permissions';
import type { ServerContext } from '../../context';
import { forbidden } from '../../http/errors';
import { registerCall } from '../../http/route';
import { chapterColumns, checkChapter, checkStatusChange, requireChapter, requireCourse, toChapter } from './rules';

const { CHAPTER_MESSAGES: M } = chaptersContract;
type ListBody = z.output<typeof chaptersContract.chapterListBody>;

/** One page of a course's live chapters: in the order they were added unless the body asks otherwise. */
async function listPage(ctx: ServerContext, body: ListBody) {
  await requireCourse(ctx.db, body.courseId);
  const type = body.type === 0 ? undefined : body.type;
  let chapters = ctx.db.selectFrom('chapters').where('course_id', '=', body.courseId).where('status', '!=', 'DELETED');
  if (type) chapters = chapters.where('type', '=', type);
  const total = Number((await chapters.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst())?.total ?? 0);
  const direction = body.descending ? 'desc' : 'asc';
  const byTitle = [body.sortProperties ?? []].flat()[0] === 'titleEn';
  const rows = await chapters
    .selectAll()
    .orderBy(byTitle ? 'title_en' : 'id', direction)
    .orderBy('id', direction)
    .limit(body.pageSize)
    .offset((body.pageNumber - 1) * body.pageSize)
    .execute();
  return { content: rows.map(toChapter), totalRecords: total, pageNumber: body.pageNumber, totalPages: Math.ceil(total / body.pageSize) };
}

export function registerChapterCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, chaptersContract.listChapters, ({ body }) => listPage(ctx, body));
  registerCall(app, ctx, chaptersContract.listChaptersAlias, ({ body }) => listPage(ctx, body));

  registerCall(app, ctx, chaptersContract.findChapter, async ({ params }) => toChapter(await requireChapter(ctx.db, params.id)));

  registerCall(app, ctx, chaptersContract.saveChapter, async ({ body }) => {
    await checkChapter(ctx.db, body, null);
    const now = new Date(ctx.now()).toISOString();
    const { id } = await ctx.db
      .insertInto('chapters')
      .values({ ...chapterColumns(body), status: 'NEW', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { success: true, message: M.added, id };
  });

  registerCall(app, ctx, chaptersContract.updateChapter, async ({ body }) => {
    await requireChapter(ctx.db, body.id);
    await checkChapter(ctx.db, body, body.id);
    await ctx.db
      .updateTable('chapters')
      .set({ ...chapterColumns(body), updated_at: new Date(ctx.now()).toISOString() })
      .where('id', '=', body.id)
      .execute();
    return { success: true, message: M.updated };
  });

  registerCall(app, ctx, chaptersContract.updateChapterStatus, async ({ params, query, session }) => {
    // Besides the edit bit the call asks for: deleting needs the delete bit, publishing and unpublishing the perform bit.
    if (query.status === 'DELETED' && !can(session.permissions, 'CHAPTERS', 'delete')) throw forbidden();
    if (query.status !== 'DELETED' && query.status !== 'NEW' && !can(session.permissions, 'CHAPTERS', 'perform')) throw forbidden();
    const row = await requireChapter(ctx.db, params.id);
    checkStatusChange(row.status, query.status);
    if (row.status !== query.status) {
      await ctx.db
        .updateTable('chapters')
        .set({ status: query.status, updated_at: new Date(ctx.now()).toISOString() })
        .where('id', '=', params.id)
        .execute();
    }
    return { success: true, message: M.statusUpdated, status: query.status };
  });
}
