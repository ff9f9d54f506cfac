import type { FastifyInstance } from 'fastify';
import { siteContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { badRequest, HttpError } from '../../../http/errors';
import { registerCall } from '../../../http/route';
import { registerResource } from '../../../resources/register-resource';
import './table';

const { discussions, discussionComments, listPostComments, DISCUSSION_MESSAGES: M, COMMUNITY_GROUP_MESSAGES } = siteContract;
type Row = Record<string, unknown>;

const flag = (value: unknown): 0 | 1 => (Number(value) === 1 ? 1 : 0);
const stamp = (now: number) => new Date(now).toISOString();

/** A post its author deleted can only be viewed: no change, hiding or trending. */
function refuseSoftDeleted(row: Row) {
  if (Number(row.soft_delete) === 1) throw new HttpError(409, M.softDeleted);
}

/** Hides (1) or shows (0) a post or a comment; answers the words why not where it already is so. */
async function setHidden(db: Db, table: 'community_posts' | 'community_comments', row: Row, hidden: number, now: number): Promise<string | undefined> {
  if (flag(row.hidden) === hidden) return hidden === 1 ? M.alreadyHidden : M.alreadyVisible;
  await db.updateTable(table).set({ hidden, updated_at: stamp(now) }).where('id', '=', Number(row.id)).execute();
  return undefined;
}

/**
 * `post`: list (message, author, groups; by date or report count; 10 a page), find, update, delete (with its
 * comments), hide and trending one at a time, hideAll over many; `comments`: list (all, or one post's
 * through post/list-comments/), find, update and hide. Every change is in the record's history.
 */
export function registerDiscussionCalls(app: FastifyInstance, ctx: ServerContext): void {
  const mediaUrl = (key: unknown) => (typeof key === 'string' ? ctx.storage.publicReadUrl(key, ctx.publicOrigin) : null);

  registerResource(
    app,
    ctx,
    discussions,
    {
      table: 'community_posts',
      readFrom: 'community_posts_view',
      keywordColumns: ['message'],
      orderColumn: 'created_at',
      sortColumns: { createDateTime: 'created_at', reportCount: 'report_count' },
      filterColumns: {
        createdByName: { column: 'user_display_name', contains: true },
        groupIds: 'group_id',
        postId: 'id',
        userId: 'user_id',
      },
      // The picture's removal is in the history (its address, then none); the names follow the ids.
      derivedFields: ['commentCount', 'groupName', 'userDisplayName'],
      toRecord: (row) => ({
        postId: Number(row.id),
        message: String(row.message),
        mediaUrl: mediaUrl(row.media_key),
        createDateTime: String(row.created_at),
        userDisplayName: String(row.user_display_name),
        userId: Number(row.user_id),
        groupId: Number(row.group_id),
        groupName: String(row.group_name),
        reportCount: Number(row.report_count),
        commentCount: Number(row.comment_count),
        likeCount: Number(row.like_count),
        trend: flag(row.trend),
        hidden: flag(row.hidden),
        softDelete: flag(row.soft_delete),
        status: Number(row.status),
        typeId: Number(row.type_id),
        updateDate: String(row.updated_at),
      }),
      check: async (db, input, { existing }) => {
        if (existing) refuseSoftDeleted(existing);
        const group = await db.selectFrom('community_groups').select('id').where('id', '=', input.groupId).executeTakeFirst();
        if (!group) throw badRequest(COMMUNITY_GROUP_MESSAGES.notFound, { groupId: COMMUNITY_GROUP_MESSAGES.notFound });
      },
      toColumns: (input, { now, existing }) => ({
        message: input.message,
        group_id: input.groupId,
        status: input.status,
        type_id: input.typeId,
        media_key: input.imageRemoveFlag ? null : ((existing?.media_key as string | null | undefined) ?? null),
        updated_at: stamp(now),
      }),
      beforeDelete: async (db, id) => {
        await db.deleteFrom('community_comments').where('post_id', '=', id).execute();
      },
    },
    {
      hide: async (trx, row, { query, now }) => {
        refuseSoftDeleted(row);
        const hidden = Number((query as { hideInd: number }).hideInd);
        const already = await setHidden(trx, 'community_posts', row, hidden, now);
        if (already) throw new HttpError(409, already);
      },
      markTrending: async (trx, row, { query, now }) => {
        refuseSoftDeleted(row);
        const trend = Number((query as { trend: number }).trend);
        await trx.updateTable('community_posts').set({ trend, updated_at: stamp(now) }).where('id', '=', Number(row.id)).execute();
      },
    },
    {
      hideAll: async (trx, row, { body, now }) => {
        refuseSoftDeleted(row);
        return setHidden(trx, 'community_posts', row, (body as { hideIndicator: number }).hideIndicator, now);
      },
    },
  );

  const { list } = registerResource(
    app,
    ctx,
    discussionComments,
    {
      table: 'community_comments',
      readFrom: 'community_comments_view',
      keywordColumns: ['message'],
      orderColumn: 'created_at',
      filterColumns: { postId: 'post_id' },
      derivedFields: ['postMessage', 'userDisplayName'],
      toRecord: (row) => ({
        commentId: Number(row.id),
        postId: Number(row.post_id),
        postMessage: String(row.post_message),
        userId: Number(row.user_id),
        userDisplayName: String(row.user_display_name),
        message: String(row.message),
        createDateTime: String(row.created_at),
        hidden: flag(row.hidden),
        updateDate: String(row.updated_at),
      }),
      toColumns: (input, { now }) => ({ message: input.message, updated_at: stamp(now) }),
    },
    {
      hide: async (trx, row, { query, now }) => {
        const already = await setHidden(trx, 'community_comments', row, Number((query as { hideInd: number }).hideInd), now);
        if (already) throw new HttpError(409, already);
      },
    },
  );
  type CommentPage = Awaited<ReturnType<typeof list>> & { content: siteContract.DiscussionComment[] };
  registerCall(app, ctx, listPostComments, async (input) => (await list(input)) as CommentPage);
}
