import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { chatContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import type { ConversationRow, MessageRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { assertMayRead } from './access';
import { toChatMessage } from './messages';
import { holdConversation, nowIso } from './rules';

const { CHAT_MESSAGES: M } = chatContract;
type SortField = (typeof chatContract.CONVERSATION_SORT_FIELDS)[number];

/** The sort fields of the contract as SQL over the summary query below. */
const SORT_SQL: Record<SortField, RawBuilder<unknown>> = {
  unreadCount: sql`unread_count`,
  updatedAt: sql`c.updated_at`,
  userName: sql`lower(c.learner_name)`,
  conversationId: sql`c.id`,
};

interface ListFilter {
  status: chatContract.ConversationStatus;
  /** The holder, or null for the conversations nobody holds. */
  teacherId: number | null;
  userName?: string | null;
}

/** LIKE pattern of "contains", with the wildcards of the search text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: ListFilter): RawBuilder<SqlBool> {
  const parts = [
    sql`c.status = ${filter.status}`,
    filter.teacherId === null ? sql`c.moderator_id is null` : sql`c.moderator_id = ${filter.teacherId}`,
  ];
  const name = filter.userName?.trim();
  if (name) parts.push(sql`lower(c.learner_name) like ${containsPattern(name.toLowerCase())} escape '\\'`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** Conversations with their teacher's name, course title and the learner's unread messages. */
function summaries(db: Db) {
  return db
    .selectFrom('conversations as c')
    .leftJoin('users as t', 't.id', 'c.moderator_id')
    .leftJoin('courses as k', 'k.id', 'c.course_id')
    .selectAll('c')
    .select(['t.fullname as teacher_name', 'k.title as course_title'])
    .select((eb) =>
      eb
        .selectFrom('messages as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.is_read', '=', 0)
        .whereRef('m.sender_id', '=', 'c.learner_user_id')
        .as('unread_count'),
    );
}

type SummaryRow = ConversationRow & { teacher_name: string | null; course_title: string | null; unread_count: number | null };

function toSummary(
  ctx: ServerContext,
  row: SummaryRow,
  last: MessageRow | undefined,
  origin: string,
): chatContract.ConversationSummary {
  return {
    conversationId: row.id,
    userId: row.learner_user_id,
    userName: row.learner_name,
    teacherId: row.moderator_id,
    teacherName: row.moderator_id === null ? null : (row.teacher_name ?? null),
    courseId: row.course_id,
    courseTitle: row.course_title ?? '',
    courseType: row.course_type,
    levelId: row.level_id,
    exerciseId: row.exercise_id,
    assignmentNumber: row.assignment_number,
    dayNumber: row.day_number,
    weekNumber: row.week_number,
    unreadCount: Number(row.unread_count ?? 0),
    updatedAt: row.updated_at,
    status: row.status,
    lastMessage: last ? toChatMessage(ctx, last, origin) : null,
  };
}

/** The newest message of each conversation, by conversation id. */
async function lastMessages(db: Db, conversationIds: readonly number[]): Promise<Map<number, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('messages')
        .select((inner) => inner.fn.max('id').as('id'))
        .where('conversation_id', 'in', [...conversationIds])
        .groupBy('conversation_id'),
    )
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, row]));
}

async function listPage(
  ctx: ServerContext,
  body: z.output<typeof chatContract.conversationListBody>,
  teacherId: number | null,
  origin: string,
): Promise<chatContract.ConversationPage> {
  const filter: ListFilter = { status: body.status, teacherId, userName: body.userName };
  const counted = await ctx.db
    .selectFrom('conversations as c')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(whereOf(filter))
    .executeTakeFirst();
  const total = Number(counted?.total ?? 0);

  const searching = !!body.userName?.trim();
  const sorts = body.multiSortProperties?.length
    ? body.multiSortProperties
    : chatContract.conversationSortFor(body.status, body.pageNumber > 1 || searching);
  let query = summaries(ctx.db).where(whereOf(filter));
  for (const sort of sorts) query = query.orderBy(SORT_SQL[sort.field], sort.desc ? 'desc' : 'asc');
  const rows = await query
    .orderBy('c.id', 'desc')
    .limit(body.pageSize)
    .offset((body.pageNumber - 1) * body.pageSize)
    .execute();

  const lasts = await lastMessages(ctx.db, rows.map((row) => row.id));
  return {
    content: rows.map((row) => toSummary(ctx, row, lasts.get(row.id), origin)),
    totalRecords: total,
    pageNumber: body.pageNumber,
    totalPages: Math.ceil(total / body.pageSize),
  };
}

export function registerConversationCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, chatContract.listMyConversations, async ({ body, session }) =>
    listPage(ctx, body, session.userId, ctx.publicOrigin),
  );

  registerCall(app, ctx, chatContract.listUnassignedConversations, async ({ body }) =>
    listPage(ctx, body, null, ctx.publicOrigin),
  );

  registerCall(
    app,
    ctx,
    chatContract.getConversation,
    async ({ query, session }) => {
      const row = await summaries(ctx.db).where('c.id', '=', query.conversationId).executeTakeFirst();
      if (!row) throw notFound(M.notFound);
      await assertMayRead(ctx.db, session, row);
      const messages = await ctx.db
        .selectFrom('messages')
        .selectAll()
        .where('conversation_id', '=', row.id)
        .orderBy('sent_date')
        .orderBy('id')
        .execute();
      const origin = ctx.publicOrigin;
      return {
        ...toSummary(ctx, row, messages.at(-1), origin),
        messages: messages.map((message) => toChatMessage(ctx, message, origin)),
      };
    },
    { etag: true },
  );

  registerCall(app, ctx, chatContract.closeConversation, async ({ params, session }) => {
    await ctx.db.transaction().execute(async (trx) => {
      const conversation = await holdConversation(trx, params.id, session.userId);
      if (conversation.status === 'CLOSED') return;
      await trx
        .updateTable('conversations')
        .set({ status: 'CLOSED', updated_at: nowIso(ctx) })
        .where('id', '=', params.id)
        .where('status', '=', 'ACTIVE')
        .execute();
    });
    return { success: true, message: M.markedAsPass, status: 'CLOSED' as const };
  });
}
