import type { FastifyInstance } from 'fastify';
import { chatContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { toChatMessage } from './messages';
import { holdConversation, nowIso, refused, storedBody, UNASSIGNED_RECEIVER } from './rules';

const { CHAT_MESSAGES: M, CHAT_APP_ID } = chatContract;

export function registerSendCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, chatContract.sendModeratorMessage, async ({ body, session }) => {
    const me = session.userId;
    if (body.senderId != null && body.senderId !== me) throw forbidden(M.notYourself);
    const content = await storedBody(ctx, body.messageType, body.messageBody, me);

    const message = await ctx.db.transaction().execute(async (trx) => {
      const conversation = await holdConversation(trx, body.conversationId, me);
      if (conversation.status === 'CLOSED') throw refused(M.conversationClosed);
      // A refusal below rolls the whole transaction back, the taking of the conversation included.
      if (body.receiverId != null && body.receiverId !== conversation.learner_user_id) {
        throw badRequest(M.wrongReceiver, { receiverId: M.wrongReceiver });
      }
      if (body.courseId != null && body.courseId !== conversation.course_id) {
        throw badRequest(M.wrongCourse, { courseId: M.wrongCourse });
      }
      const sentDate = nowIso(ctx);
      const row = await trx
        .insertInto('messages')
        .values({
          conversation_id: conversation.id,
          sender_id: me,
          receiver_id: conversation.learner_user_id,
          message_type: body.messageType,
          message_body: content,
          is_read: 0,
          sent_date: sentDate,
          created_by_app_id: CHAT_APP_ID,
          read_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.updateTable('conversations').set({ updated_at: sentDate }).where('id', '=', conversation.id).execute();
      return row;
    });
    return { success: true, message: M.sent, data: toChatMessage(ctx, message, ctx.publicOrigin) };
  });

  registerCall(app, ctx, chatContract.markMessagesRead, async ({ query, body, session }) => {
    const me = session.userId;
    const fromBody = Array.isArray(body) ? body : (body?.messageIds ?? []);
    const ids = [...new Set([...(query.messageIds ?? []), ...fromBody])];
    if (ids.length === 0) throw badRequest(M.noMessageChosen, { messageIds: M.noMessageChosen });
    if (ids.length > chatContract.CHAT_LIMITS.markReadAtOnce) {
      throw badRequest(`At most ${chatContract.CHAT_LIMITS.markReadAtOnce} messages can be marked at once.`);
    }

    const rows = await ctx.db.selectFrom('messages').select(['id', 'receiver_id']).where('id', 'in', ids).execute();
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw notFound(`No message has the id ${missing.join(', ')}.`);
    if (rows.some((row) => row.receiver_id !== me && row.receiver_id !== UNASSIGNED_RECEIVER)) throw forbidden(M.notYourMessage);

    const result = await ctx.db
      .updateTable('messages')
      .set({ is_read: 1, read_at: nowIso(ctx) })
      .where('id', 'in', ids)
      .where('is_read', '=', 0)
      .where('receiver_id', 'in', [me, UNASSIGNED_RECEIVER])
      .executeTakeFirst();
    return { success: true, updated: Number(result.numUpdatedRows) };
  });
}
