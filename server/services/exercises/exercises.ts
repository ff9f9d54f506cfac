import type { FastifyInstance } from 'fastify';
import { exercisesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { checkWritableScope, findScope, lessonsIn } from '../lessons/store';
import { checkExerciseFiles, detailsOf, toExercise } from './store';

const C = exercisesContract;
const { EXERCISE_MESSAGES: M } = C;

/**
 * The exercise calls of spec §7: POST lesson-exercise, one exercise, its status and removal. The list
 * and the update are the lessons' calls (taskType=PRACTICE_ASSIGN, PUT course-content/lesson/{id}).
 */
export function registerExerciseCalls(app: FastifyInstance, ctx: ServerContext): void {
  const links = { publicUrl: (key: string) => ctx.storage.publicReadUrl(key, ctx.publicOrigin) };
  const now = () => new Date(ctx.now()).toISOString();

  async function findRow(id: number) {
    const row = await ctx.db.selectFrom('lessons').selectAll().where('id', '=', id).where('type', '=', 'PRACTICE_ASSIGN').executeTakeFirst();
    if (!row) throw notFound(M.notFound);
    return row;
  }

  registerCall(app, ctx, C.createExercise, async ({ body }) => {
    const scope = await findScope(ctx.db, body.courseId, body.partId, body.subPartId);
    await checkWritableScope(ctx.db, scope);
    await checkExerciseFiles(ctx.db, body);
    const at = now();
    const id = await ctx.db.transaction().execute(async (trx) => {
      // The exercise joins the place's last lesson group, after its lessons.
      const last = await lessonsIn(trx, scope)
        .clearSelect()
        .clearOrderBy()
        .select((eb) => [eb.fn.max('group_number').as('group')])
        .executeTakeFirst();
      const groupNumber = Number(last?.group ?? 0) || 1;
      const place = await lessonsIn(trx, scope)
        .clearSelect()
        .clearOrderBy()
        .where('group_number', '=', groupNumber)
        .select((eb) => [eb.fn.max('position').as('position')])
        .executeTakeFirst();
      const position = place?.position === null || place?.position === undefined ? 0 : Number(place.position) + 1;
      const row = await trx
        .insertInto('lessons')
        .values({
          course_id: scope.courseId,
          part_id: scope.partId,
          sub_part_id: scope.subPartId,
          group_number: groupNumber,
          position,
          name: body.name,
          title_ar: '',
          type: 'PRACTICE_ASSIGN',
          status: 'NEW',
          is_content_dynamic: 0,
          locked: 0,
          thumbnail_key: null,
          content: '',
          details: detailsOf(body),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return { success: true, message: M.added, id };
  });

  registerCall(app, ctx, C.findExercise, async ({ params }) => {
    const row = await findRow(params.id);
    const subPart = row.sub_part_id
      ? await ctx.db.selectFrom('course_sub_parts').select('name').where('id', '=', row.sub_part_id).executeTakeFirst()
      : undefined;
    return toExercise(row, subPart?.name ?? null, links);
  });

  registerCall(app, ctx, C.changeExerciseStatus, async ({ params, body }) => {
    const row = await findRow(params.id);
    if (row.status !== body.status) await ctx.db.updateTable('lessons').set({ status: body.status, updated_at: now() }).where('id', '=', row.id).execute();
    return { success: true, message: M.statusUpdated };
  });

  registerCall(app, ctx, C.deleteExercise, async ({ params }) => {
    const row = await findRow(params.id);
    await ctx.db.deleteFrom('lessons').where('id', '=', row.id).execute();
    return { success: true, message: M.deleted };
  });
}
