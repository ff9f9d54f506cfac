import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { chatContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import type { LearnerRow } from '../../db/schema';
import { badRequest, unauthorized } from '../../http/errors';
import { registerCall } from '../../http/route';
import { hashToken } from '../../lib/tokens';
import { toChatMessage } from './messages';
import { nowIso, programCodeOf, refused, storedBody, UNASSIGNED_RECEIVER } from './rules';

const { CHAT_MESSAGES: M, LEARNER_KEY_HEADER } = chatContract;
const LONGEST_KEY = 200;

/**
 * The learner a request speaks for, from the key in the x-learner-key header. Keys are stored only
 * as their SHA-256; the demo seed documents the demo learners' keys (server/db/seed-data.ts).
 */
export async function learnerOf(db: Db, request: FastifyRequest): Promise<LearnerRow> {
  const header = request.headers[LEARNER_KEY_HEADER];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) throw unauthorized(M.learnerKeyMissing);
  if (key.length > LONGEST_KEY) throw unauthorized(M.learnerKeyInvalid);
  const learner = await db.selectFrom('learners').selectAll().where('key_hash', '=', hashToken(key)).executeTakeFirst();
  if (!learner) throw unauthorized(M.learnerKeyInvalid);
  return learner;
}

/** Numbers a course does not use are stored as null and compared as 0, like the unique index does. */
const sameNumber = (column: string, value: number | null | undefined) =>
  sql<boolean>`coalesce(${sql.ref(column)}, 0) = ${value ?? 0}`;

export function registerLearnerCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, chatContract.learnerPresignedUrl, async ({ query, request }) => {
    const learner = await learnerOf(ctx.db, request);
    const imageKey = ctx.storage.newKey(query.fileCategory);
    await ctx.db
      .insertInto('uploads')
      .values({
        image_key: imageKey,
        category: query.fileCategory,
        file_name: query.fileName,
        content_type: '',
        size: 0,
        uploaded_by: learner.id,
        created_at: nowIso(ctx),
        stored: 0,
      })
      .execute();
    return { url: await ctx.storage.uploadUrl(ctx.publicOrigin, imageKey), imageKey };
  });

  registerCall(app, ctx, chatContract.learnerSubmission, async ({ body, request }) => {
    const learner = await learnerOf(ctx.db, request);
    const course = await ctx.db.selectFrom('courses').select(['id', 'alias']).where('id', '=', body.courseId).executeTakeFirst();
    if (!course) throw badRequest(M.courseNotFound, { courseId: M.courseNotFound });
    const content = await storedBody(ctx, body.messageType, body.messageBody, learner.id);

    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const now = nowIso(ctx);
      const assignment = {
        week_number: body.weekNumber ?? null,
        assignment_number: body.assignmentNumber ?? null,
        level_id: body.levelId ?? null,
        exercise_id: body.exerciseId ?? null,
      };
      const find = () =>
        trx
          .selectFrom('conversations')
          .selectAll()
          .where('learner_user_id', '=', learner.id)
          .where('course_id', '=', course.id)
          .where(sameNumber('week_number', assignment.week_number))
          .where(sameNumber('assignment_number', assignment.assignment_number))
          .where(sameNumber('level_id', assignment.level_id))
          .where(sameNumber('exercise_id', assignment.exercise_id))
          .executeTakeFirst();
      let conversation = await find();
      let created = false;
      if (!conversation) {
        // A clash with the unique index (another first submission won) is ignored and that one is used.
        const opened = await trx
          .insertInto('conversations')
          .values({
            learner_user_id: learner.id,
            learner_name: learner.name,
            course_id: course.id,
            course_type: body.courseType ?? programCodeOf(course.alias),
            ...assignment,
            day_number: body.dayNumber ?? null,
            moderator_id: null,
            status: 'ACTIVE',
            created_at: now,
            updated_at: now,
          })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        created = Number(opened.numInsertedOrUpdatedRows ?? 0) > 0;
        conversation = await find();
        if (!conversation) throw new Error('The conversation could not be opened');
      }
      if (conversation.status === 'CLOSED') throw refused(M.conversationClosed);

      const message = await trx
        .insertInto('messages')
        .values({
          conversation_id: conversation.id,
          sender_id: learner.id,
          receiver_id: conversation.moderator_id ?? UNASSIGNED_RECEIVER,
          message_type: body.messageType,
          message_body: content,
          is_read: 0,
          sent_date: now,
          created_by_app_id: body.createdByAppId ?? null,
          read_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('conversations')
        .set({ updated_at: now, ...(body.dayNumber ? { day_number: body.dayNumber } : {}) })
        .where('id', '=', conversation.id)
        .execute();
      return { conversationId: conversation.id, created, message };
    });

    return {
      success: true,
      message: M.sent,
      conversationId: outcome.conversationId,
      created: outcome.created,
      data: toChatMessage(ctx, outcome.message, ctx.publicOrigin),
    };
  });
}
