import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { chaptersContract } from '@/shared/api/contract';
import { can } from '@/shared/lib/permissions';
import type { ServerContext } from '../../context';
import type { ChapterRow, ChapterStatus } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { registerCall } from '../../http/route';
import { registerResource } from '../../resources/register-resource';
import { chapterColumns, checkChapter, checkStatusChange, requireCourse, toChapter } from './rules';

type ChapterPage = z.input<typeof chaptersContract.listChaptersAlias.reply>;

export function registerChapterCalls(app: FastifyInstance, ctx: ServerContext): void {
  const { list } = registerResource(
    app,
    ctx,
    chaptersContract.chapters,
    {
      table: 'chapters',
      // DELETED chapters are kept but never listed, found or changed again; the change that deletes one still answers it.
      readFrom: 'live_chapters',
      readBackFrom: 'chapters',
      checkList: (db, body) => requireCourse(db, Number(body.courseId)),
      keywordColumns: ['title_en', 'title_ar', 'description'],
      // In the order they were added, unless the body asks for the newest first.
      orderColumn: 'id',
      sortColumns: { titleEn: 'title_en' },
      filterColumns: { courseId: 'course_id', type: 'type' },
      toRecord: (row) => toChapter(row as unknown as ChapterRow),
      check: (db, input, { existing }) => checkChapter(db, input, existing ? Number(existing.id) : null),
      toColumns: (input, { now, existing }) => ({
        ...chapterColumns(input),
        updated_at: new Date(now).toISOString(),
        // A new chapter starts as NEW; the form never changes the status.
        ...(existing ? {} : { status: 'NEW', created_at: new Date(now).toISOString() }),
      }),
    },
    {
      changeStatus: async (trx, row, { query, session, now }) => {
        const { status } = query as { status: ChapterStatus };
        // Besides the edit bit the call asks for: deleting needs the delete bit, publishing and unpublishing the perform bit.
        if (status === 'DELETED' && !can(session.permissions, 'CHAPTERS', 'delete')) throw forbidden();
        if (status !== 'DELETED' && status !== 'NEW' && !can(session.permissions, 'CHAPTERS', 'perform')) throw forbidden();
        checkStatusChange(row.status as ChapterStatus, status);
        if (row.status === status) return;
        await trx
          .updateTable('chapters')
          .set({ status, updated_at: new Date(now).toISOString() })
          .where('id', '=', Number(row.id))
          .execute();
      },
    },
  );
  // The records the shared list handler answers are the contract's chapters.
  registerCall(app, ctx, chaptersContract.listChaptersAlias, async (input) => (await list(input)) as unknown as ChapterPage);
}
