import type { FastifyInstance } from 'fastify';
import { exercisesContract, lessonsContract } from '@/shared/api/contract';
import { can } from '@/shared/lib/permissions';
import type { ServerContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { updateExercise } from '../exercises/update';
import { appendGroups, checkLessons, checkWritableScope, findScope, lessonsIn, readLessons, writeLesson } from './store';
import type { LessonRowData } from './tables';

const C = lessonsContract;
const { LESSON_MESSAGES: M } = C;

/** The lesson calls of spec §7: lists, one lesson, sub-parts, saves, status, pickers. */
export function registerLessonCalls(app: FastifyInstance, ctx: ServerContext): void {
  const urls = {
    publicUrl: (key: string) => ctx.storage.publicReadUrl(key, ctx.publicOrigin),
    signedUrl: (key: string) => ctx.storage.signedReadUrl(key, ctx.publicOrigin),
  };
  const now = () => new Date(ctx.now()).toISOString();

  async function findRow(id: number): Promise<LessonRowData> {
    const row = await ctx.db.selectFrom('lessons').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(M.notFound);
    return row;
  }

  registerCall(app, ctx, C.listLessons, async ({ query, session }) => {
    if (!can(session.permissions, query.taskType === 'PRACTICE_ASSIGN' ? 'EXERCISES' : 'LESSONS', 'list')) throw forbidden();
    const scope = await findScope(ctx.db, query.courseId, query.partId, query.subPartId);
    let rows = lessonsIn(ctx.db, scope);
    rows = query.taskType ? rows.where('type', '=', query.taskType) : rows.where('type', '!=', 'PRACTICE_ASSIGN');
    const lessons = await readLessons(ctx.db, await rows.execute(), urls);
    return lessons.map(lessonsContract.lessonRowOf);
  });

  registerCall(app, ctx, C.findLesson, async ({ params }) => {
    const [lesson] = await readLessons(ctx.db, [await findRow(params.id)], urls);
    return lesson!;
  });

  registerCall(app, ctx, C.createCourseContent, async ({ body }) => {
    const scope = await findScope(ctx.db, body.courseId, body.partId);
    await checkWritableScope(ctx.db, scope);
    await checkLessons(ctx.db, scope, pathsOf(body.lessonGroups));
    const lessonIds = await appendGroups(ctx.db, scope, body.lessonGroups, now());
    return { success: true, message: M.added, lessonIds };
  });

  registerCall(app, ctx, C.updateLesson, async ({ params, query, body, session }) => {
    const row = await findRow(params.id);
    if (row.course_id !== query.courseId) throw notFound(M.notFound);
    // An exercise is a lesson too, written with the EXERCISES bits and its own body.
    const isExercise = row.type === 'PRACTICE_ASSIGN';
    if (!can(session.permissions, isExercise ? 'EXERCISES' : 'LESSONS', 'edit')) throw forbidden();
    if (body.type === 'PRACTICE_ASSIGN') {
      if (!isExercise) throw badRequest(exercisesContract.EXERCISE_MESSAGES.notAnExercise);
      await updateExercise(ctx.db, row, body, now());
      return { success: true, message: M.updated, lessonIds: [row.id] };
    }
    if (isExercise) throw badRequest(M.exerciseNotHere);
    const scope = await findScope(ctx.db, row.course_id, row.part_id, row.sub_part_id);
    const { groupNumber, ...values } = body;
    await checkLessons(ctx.db, scope, [{ path: '', values, stored: row }]);
    await ctx.db.transaction().execute(async (trx) => {
      // Moved to another group, the lesson goes after that group's last one.
      let position = row.position;
      if (row.group_number !== groupNumber) {
        const last = await lessonsIn(trx, scope).clearSelect().clearOrderBy().where('group_number', '=', groupNumber).select((eb) => eb.fn.max('position').as('last')).executeTakeFirst();
        position = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
      }
      await writeLesson(trx, scope, values, { groupNumber, position, existingId: row.id }, now());
    });
    return { success: true, message: M.updated, lessonIds: [row.id] };
  });

  registerCall(app, ctx, C.addSubPartLessons, async ({ params, query, body }) => {
    const scope = await findScope(ctx.db, query.courseId, null, params.id);
    await checkLessons(ctx.db, scope, pathsOf(body.lessonGroups));
    const lessonIds = await appendGroups(ctx.db, scope, body.lessonGroups, now());
    return { success: true, message: M.added, lessonIds };
  });

  registerCall(app, ctx, C.updateSubPartLessons, async ({ params, query, body, session }) => {
    const scope = await findScope(ctx.db, query.courseId, null, params.id);
    const stored = await lessonsIn(ctx.db, scope).where('type', '!=', 'PRACTICE_ASSIGN').execute();
    const byId = new Map(stored.map((row) => [row.id, row]));
    const sent = pathsOf(body.lessonGroups);
    const problems: Record<string, string> = {};
    const seen = new Set<number>();
    for (const lesson of sent) {
      const id = lesson.values.id;
      if (id === undefined) continue;
      if (!byId.has(id) || seen.has(id)) problems[`${lesson.path}id`] = M.notInScope;
      seen.add(id);
    }
    const first = Object.values(problems)[0];
    if (first) throw badRequest(first, problems);
    const removed = stored.filter((row) => !seen.has(row.id));
    if (removed.length > 0 && !can(session.permissions, 'LESSONS', 'delete')) throw forbidden();
    if (sent.some((lesson) => lesson.values.id === undefined) && !can(session.permissions, 'LESSONS', 'add')) throw forbidden();
    await checkLessons(ctx.db, scope, sent.map((lesson) => ({ ...lesson, stored: lesson.values.id ? byId.get(lesson.values.id) : undefined })));

    const at = now();
    const lessonIds = await ctx.db.transaction().execute(async (trx) => {
      if (removed.length > 0) await trx.deleteFrom('lessons').where('id', 'in', removed.map((row) => row.id)).execute();
      const ids: number[] = [];
      for (const [groupIndex, group] of body.lessonGroups.entries()) {
        for (const [position, values] of group.lessons.entries()) {
          ids.push(await writeLesson(trx, scope, values, { groupNumber: groupIndex + 1, position, existingId: values.id }, at));
        }
      }
      return ids;
    });
    return { success: true, message: M.updated, lessonIds };
  });

  registerCall(app, ctx, C.findSubPart, async ({ params, query }) => {
    const scope = await findScope(ctx.db, query.courseId, null, params.id);
    const subPart = await ctx.db.selectFrom('course_sub_parts').selectAll().where('id', '=', params.id).executeTakeFirstOrThrow();
    const lessons = await readLessons(ctx.db, await lessonsIn(ctx.db, scope).where('type', '!=', 'PRACTICE_ASSIGN').execute(), urls);
    const groups = new Map<number, typeof lessons>();
    for (const lesson of lessons) groups.set(lesson.groupNumber, [...(groups.get(lesson.groupNumber) ?? []), lesson]);
    return {
      id: subPart.id,
      partId: subPart.part_id,
      name: subPart.name,
      shortDescription: subPart.short_description,
      longDescription: subPart.long_description,
      thumbnail: subPart.thumbnail_key,
      lessonGroup: [...groups].map(([groupNumber, groupLessons]) => ({ groupNumber, lessons: groupLessons })),
    };
  });

  registerCall(app, ctx, C.partNames, async ({ query }) => {
    await findScope(ctx.db, query.courseId);
    return ctx.db.selectFrom('course_parts').select(['id', 'name']).where('course_id', '=', query.courseId).orderBy('position').orderBy('id').execute();
  });

  registerCall(app, ctx, C.subPartNames, async ({ query }) => {
    await findScope(ctx.db, query.courseId, query.partId);
    return ctx.db.selectFrom('course_sub_parts').select(['id', 'name']).where('part_id', '=', query.partId).orderBy('position').orderBy('id').execute();
  });

  registerCall(app, ctx, C.lessonNames, async ({ query }) => {
    await findScope(ctx.db, query.courseId);
    let rows = ctx.db.selectFrom('lessons').select(['id', 'name']).where('course_id', '=', query.courseId).where('type', '!=', 'PRACTICE_ASSIGN');
    if (query.isContentDynamic) rows = rows.where('is_content_dynamic', '=', query.isContentDynamic === 'true' ? 1 : 0);
    if (query.partId !== undefined) rows = rows.where('part_id', '=', query.partId);
    return rows
      .orderBy('part_id')
      .orderBy('sub_part_id')
      .orderBy('group_number')
      .orderBy('position')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize)
      .execute();
  });

  registerCall(app, ctx, C.changeLessonStatus, async ({ params, body }) => {
    const row = await findRow(params.id);
    if (row.status !== body.status) {
      await ctx.db.updateTable('lessons').set({ status: body.status, updated_at: now() }).where('id', '=', row.id).execute();
    }
    return { success: true, message: M.statusUpdated };
  });

  registerCall(app, ctx, C.deleteLesson, async ({ params }) => {
    const row = await findRow(params.id);
    await ctx.db.deleteFrom('lessons').where('id', '=', row.id).execute();
    return { success: true, message: M.deleted };
  });
}

/** Each lesson of the groups with the path its field problems are reported under. */
function pathsOf(groups: { lessons: lessonsContract.LessonValues[] }[]) {
  return groups.flatMap((group, groupIndex) =>
    group.lessons.map((values, lessonIndex) => ({ path: `lessonGroups.${groupIndex}.lessons.${lessonIndex}.`, values })),
  );
}
