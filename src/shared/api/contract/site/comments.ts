import { z } from 'zod';
import { COMMUNITY_GROUP_IDS } from '@/shared/config';
import { recordIdField } from '../common';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';
import { DISCUSSION_MESSAGES } from './discussions';

export const COMMENT_LIMITS = { message: 2000 } as const;

/** The spec's words (content-site §5), then this product's own. */
export const COMMENT_MESSAGES = {
  comment: 'Please enter valid comment',
  // Not worded by the spec:
  commentTooLong: `A comment can have at most ${COMMENT_LIMITS.message} characters.`,
  notFound: 'This comment does not exist.',
} as const;

const M = COMMENT_MESSAGES;

export const discussionComment = z.object({
  commentId: z.number().int(),
  postId: z.number().int(),
  /** The message of the post it answers. */
  postMessage: z.string(),
  userId: z.number().int(),
  userDisplayName: z.string(),
  message: z.string(),
  createDateTime: z.string(),
  hidden: z.union([z.literal(0), z.literal(1)]),
  updateDate: z.string(),
});
export type DiscussionComment = z.infer<typeof discussionComment>;

/** POST comments/update (with `commentId`): the words, not only spaces. */
export const discussionCommentInput = z.object({
  message: z.string({ error: M.comment }).trim().min(1, M.comment).max(COMMENT_LIMITS.message, M.commentTooLong),
});

/**
 * Comments on the discussions: all of them (POST comments/list, 10 a page, newest first), or one post's
 * (POST post/list-comments/ with its postId). The spec shows no other comment path; these follow the
 * posts': GET comments/find?id, POST comments/update, POST comments/hide?id&hideInd. Only the community's
 * security groups.
 */
export const discussionComments = defineResource({
  name: 'comment',
  service: 'site',
  point: 'LOCAL_COMMUNITY',
  groups: COMMUNITY_GROUP_IDS,
  idKey: 'commentId',
  record: discussionComment,
  input: discussionCommentInput,
  filters: z.object({ postId: recordIdField(z.number()).nullish() }),
  paging: 'site',
  paths: { list: '/comments/list', find: '/comments/find', update: '/comments/update', history: '/comments/history' },
  actions: {
    hide: {
      method: 'POST',
      path: '/comments/hide',
      summary: 'Hide a comment from the apps (hideInd 1) or show it again (0)',
      query: z.object({ hideInd: z.enum(['0', '1'], { error: DISCUSSION_MESSAGES.hideInd }).transform(Number) }),
      message: DISCUSSION_MESSAGES.statusUpdated,
    },
  },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});

/** POST post/list-comments/: one post's comments, the same list as comments/list with its postId. */
export const listPostComments = defineCall({ ...discussionComments.calls.list, path: '/post/list-comments/', summary: "A post's comments (comments/list with its postId)" });
