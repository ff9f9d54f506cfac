import type { FastifyInstance } from 'fastify';
import { batchesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordChange } from '../../resources/record-history';
import { registerResource } from '../../resources/register-resource';
import { checkContents, contentOf, contentRow } from './contents';

const { BATCH_MESSAGES: M, batches } = batchesContract;
type Row = Record<string, unknown>;

/** A batch row as the list shows it. */
const rowOf = (row: Row): batchesContract.BatchRow => ({
  id: Number(row.id),
  courseId: Number(row.course_id),
  status: row.status as batchesContract.BatchStatus,
  noOfStudents: Number(row.no_of_students),
  startedAt: String(row.started_at),
});

async function courseExists(db: Db, courseId: number): Promise<boolean> {
  return !!(await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst());
}

/** The lesson contents a batch holds now, in order, as stored. */
const storedContents = (db: Db, batchId: number) =>
  db.selectFrom('batch_lesson_contents').select(['lesson_id', 'lesson_type', 'content']).where('batch_id', '=', batchId).orderBy('position').orderBy('id').execute();

/** The batch calls of spec §7 (list, contents, save) and POST batch, which starts a new batch. */
export function registerBatchCalls(app: FastifyInstance, ctx: ServerContext): void {
  const signedUrl = (key: string) => ctx.storage.signedReadUrl(key, ctx.publicOrigin);

  registerResource(app, ctx, batches, {
    table: 'batches',
    keywordColumns: ['status'],
    orderColumn: 'started_at',
    filterColumns: { courseId: 'course_id' },
    checkList: async (db, body) => {
      if (!(await courseExists(db, Number(body.courseId)))) throw notFound(M.courseNotFound);
    },
    toRecord: (row) => ({ ...rowOf(row), lessonContents: [], courseLessons: [] }),
    // One batch's contents and the lessons of its course, for the form.
    completeRecord: async (db, record) => {
      const contents = await storedContents(db, Number(record.id));
      const lessons = await db
        .selectFrom('lessons')
        .select(['id', 'name', 'type'])
        .where('course_id', '=', Number(record.courseId))
        .where('type', '!=', 'PRACTICE_ASSIGN')
        .orderBy('part_id')
        .orderBy('sub_part_id')
        .orderBy('group_number')
        .orderBy('position')
        .orderBy('id')
        .execute();
      return {
        ...record,
        lessonContents: contents.map((row) => contentOf(row, signedUrl)),
        courseLessons: lessons.map((lesson) => ({ ...lesson, type: lesson.type as 'VIDEO_LEC' | 'LIVE_SESSION' | 'ASSIGNMENT' })),
      };
    },
    // The course's lessons are what the form offers, not what the batch holds: the history leaves them out.
    derivedFields: ['courseLessons'],
    // Images are told by their keys: their signed links change with every reading.
    historyView: async (_db, record) => ({
      ...record,
      lessonContents: (record.lessonContents as batchesContract.LessonContent[]).map((entry) =>
        entry.lessonType === 'ASSIGNMENT' ? { ...entry, content: { ...entry.content, imageUrls: undefined } } : entry,
      ),
    }),
    check: async (db, input, { existing }) => {
      if (!existing) throw notFound(M.notFound);
      if (input.id !== Number(existing.id)) throw badRequest(M.idMismatch, { id: M.idMismatch });
      const stored = await storedContents(db, input.id);
      const storedImages = new Set(
        stored.flatMap((row) => (row.lesson_type === 'ASSIGNMENT' ? (JSON.parse(row.content) as { content: { images: string[] } }).content.images : [])),
      );
      await checkContents(ctx, db, Number(existing.course_id), input.lessonContents, storedImages);
    },
    toColumns: (_input, { now }) => ({ updated_at: new Date(now).toISOString() }),
    afterWrite: async (db, id, input) => {
      await db.deleteFrom('batch_lesson_contents').where('batch_id', '=', id).execute();
      if (input.lessonContents.length > 0) {
        await db.insertInto('batch_lesson_contents').values(input.lessonContents.map((entry, position) => contentRow(entry, id, position))).execute();
      }
    },
  });

  registerCall(app, ctx, batchesContract.startBatch, async ({ body, session }) => {
    if (!(await courseExists(ctx.db, body.courseId))) throw badRequest(M.courseNotFound, { courseId: M.courseNotFound });
    const at = new Date(ctx.now()).toISOString();
    const row = await ctx.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('batches')
        .values({ course_id: body.courseId, status: 'RUNNING', no_of_students: 0, started_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The new batch begins with what the course's latest batch teaches, to be changed from there.
      const latest = await trx.selectFrom('batches').select('id').where('course_id', '=', body.courseId).where('id', '!=', created.id).orderBy('started_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
      const contents = latest ? await trx.selectFrom('batch_lesson_contents').select(['lesson_id', 'lesson_type', 'content', 'position']).where('batch_id', '=', latest.id).execute() : [];
      if (contents.length > 0) await trx.insertInto('batch_lesson_contents').values(contents.map((content) => ({ ...content, batch_id: created.id }))).execute();
      const record = rowOf(created as unknown as Row);
      await recordChange(trx, { resource: batches.name, recordId: created.id, action: 'created', session, at: ctx.now(), before: null, after: { ...record, lessonCount: contents.length } });
      return record;
    });
    return { success: true, message: M.started, data: row };
  });
}
