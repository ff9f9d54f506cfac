import type { FastifyInstance } from 'fastify';
import { chatContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { MessageRow } from '../../db/schema';
import { registerCall } from '../../http/route';
import { Storage } from '../uploads/storage';
import { assertMayRead, heldByCallerOrNobody } from './access';
import { UNASSIGNED_RECEIVER } from './rules';

/** Sortable contract names → columns; anything else sorts by id. */
const SORT_COLUMNS = {
  id: 'id',
  messageId: 'id',
  sentDate: 'sent_date',
  conversationId: 'conversation_id',
} as const;

/** A stored message as the contract shows it; media bodies become signed links to the private file. */
export function toChatMessage(ctx: ServerContext, row: MessageRow, origin: string): chatContract.ChatMessage {
  const isMedia = row.message_type !== 'TEXT' && Storage.isKey(row.message_body);
  return {
    messageId: row.id,
    conversationId: row.conversation_id,
    sentDate: row.sent_date,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    isRead: row.is_read === 1,
    messageType: row.message_type,
    messageBody: isMedia ? ctx.storage.signedReadUrl(row.message_body, origin) : row.message_body,
    createdByAppId: row.created_by_app_id,
    readDate: row.read_at,
  };
}

/**
 * GET chat/messages: the messages waiting for the caller, those sent to them and those of learners
 * waiting in unassigned conversations (receiver 0); the bell asks for the unread ones. Only the
 * conversations the caller holds or nobody holds are looked in; naming another teacher's is refused.
 */
export function registerUnreadMessages(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(
    app,
    ctx,
    chatContract.unreadMessages,
    async ({ query, session }) => {
      let selection = ctx.db
        .selectFrom('messages')
        .where('receiver_id', 'in', [session.userId, UNASSIGNED_RECEIVER])
        .where('conversation_id', 'in', heldByCallerOrNobody(ctx.db, session));
      if (query.read !== undefined) selection = selection.where('is_read', '=', query.read ? 1 : 0);
      if (query.conversationId > 0) {
        const conversation = await ctx.db
          .selectFrom('conversations')
          .select('moderator_id')
          .where('id', '=', query.conversationId)
          .executeTakeFirst();
        if (conversation) await assertMayRead(ctx.db, session, conversation);
        selection = selection.where('conversation_id', '=', query.conversationId);
      }

      const counted = await selection.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const requested = [query.sortProperties ?? []].flat()[0] ?? 'id';
      // Own keys only: a key such as `__proto__` or `toString` names no column.
      const column = Object.hasOwn(SORT_COLUMNS, requested) ? SORT_COLUMNS[requested as keyof typeof SORT_COLUMNS] : 'id';
      const direction = query.descending === false ? 'asc' : 'desc';
      const rows = await selection
        .selectAll()
        .orderBy(column, direction)
        .orderBy('id', direction)
        .limit(query.pageSize)
        .offset((query.pageNumber - 1) * query.pageSize)
        .execute();

      const origin = ctx.publicOrigin;
      return { content: rows.map((row) => toChatMessage(ctx, row, origin)), totalRecords: Number(counted?.total ?? 0) };
    },
    { etag: true },
  );
}
