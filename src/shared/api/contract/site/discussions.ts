import { z } from 'zod';
import { COMMUNITY_GROUP_IDS } from '@/shared/config';
import { recordIdField } from '../common';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

/** The lists' page size (content-site §9). */
export const DISCUSSIONS_PAGE_SIZE = 10;

export const DISCUSSION_LIMITS = { message: 5000, author: 100, groupsInFilter: 50 } as const;

/** A post's status: 1 active, 0 inactive (the spec names the field, not its values). */
export const POST_STATUSES = [1, 0] as const;
/** A post's type: 1 text, 2 picture, 3 question (the spec names the field, not its values). */
export const POST_TYPES = [1, 2, 3] as const;
export const POST_TYPE_NAMES = { 1: 'text', 2: 'picture', 3: 'question' } as const;

/** The spec's words (content-site §8), then this product's own. */
export const DISCUSSION_MESSAGES = {
  trendFailed: 'Something went wrong, please try again',
  statusUpdated: 'Status updated successfully',
  // Not worded by the spec:
  message: 'Enter the message.',
  messageTooLong: `The message can have at most ${DISCUSSION_LIMITS.message} characters.`,
  group: 'Choose the group.',
  status: 'Choose the status.',
  type: 'Choose the post type.',
  hideInd: 'hideInd is 0 (visible) or 1 (hidden).',
  hideIndicator: 'hideIndicator is 0 (visible) or 1 (hidden).',
  trend: 'Trend is 0 or 1.',
  softDeleted: 'Its author deleted this post; it can only be viewed.',
  alreadyHidden: 'It is already hidden.',
  alreadyVisible: 'It is already visible.',
  notFound: 'This discussion does not exist.',
} as const;

const M = DISCUSSION_MESSAGES;
const flag = z.union([z.literal(0), z.literal(1)]);
/** One of `values`, refused with `message` otherwise (a union of literals would answer zod's own words). */
const oneOf = (values: readonly number[], message: string) => z.number({ error: message }).refine((value) => values.includes(value), message);
/** A 0/1 flag as a query string carries it. */
const queryFlag = (message: string) => z.enum(['0', '1'], { error: message }).transform(Number);

export const discussionPost = z.object({
  postId: z.number().int(),
  message: z.string(),
  /** The address of the post's picture; null without one. */
  mediaUrl: z.string().nullable(),
  createDateTime: z.string(),
  userDisplayName: z.string(),
  userId: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  reportCount: z.number().int(),
  commentCount: z.number().int(),
  likeCount: z.number().int(),
  trend: flag,
  /** 1 hidden from the apps; 0 (or null in the spec) visible. */
  hidden: flag,
  /** 1: its author deleted it in the apps; staff may only view it. */
  softDelete: flag,
  status: z.number().int(),
  typeId: z.number().int(),
  updateDate: z.string(),
});
export type DiscussionPost = z.infer<typeof discussionPost>;

/** POST post/update (with `postId`): the message, the group, status and type, and whether to remove the picture. */
export const discussionPostInput = z.object({
  message: z.string({ error: M.message }).trim().min(1, M.message).max(DISCUSSION_LIMITS.message, M.messageTooLong),
  groupId: z.number({ error: M.group }).int(M.group).positive(M.group),
  status: oneOf(POST_STATUSES, M.status),
  typeId: oneOf(POST_TYPES, M.type),
  imageRemoveFlag: z.boolean().default(false),
});
export type DiscussionPostInput = z.input<typeof discussionPostInput>;

/** The list's filters as the spec sends them: words of the message and of the author's name, and the groups (none: every group). */
export const discussionFilters = z.object({
  message: z.string().trim().max(DISCUSSION_LIMITS.message).optional(),
  createdByName: z.string().trim().max(DISCUSSION_LIMITS.author).optional(),
  groupIds: z.array(recordIdField(z.number())).max(DISCUSSION_LIMITS.groupsInFilter).optional(),
  postId: recordIdField(z.number()).nullish(),
  userId: recordIdField(z.number()).nullish(),
});

/**
 * Discussions of the local community, written in the apps: staff list them (10 a page; by date or by how
 * often they were reported), change a post's message, group, status and type or remove its picture, hide or
 * show one or many at once (POST post/hideAll), mark them trending, and delete them with their comments.
 * A post its author deleted (softDelete 1) can only be viewed. Only the community's security groups.
 */
export const discussions = defineResource({
  name: 'discussion',
  service: 'site',
  point: 'LOCAL_COMMUNITY',
  groups: COMMUNITY_GROUP_IDS,
  idKey: 'postId',
  record: discussionPost,
  input: discussionPostInput,
  filters: discussionFilters,
  searchField: 'message',
  paging: 'site',
  sortFields: ['createDateTime', 'reportCount'],
  paths: {
    list: '/post/list',
    find: '/post/find',
    update: '/post/update',
    delete: '/post/delete/',
    history: '/post/history',
  },
  actions: {
    hide: {
      method: 'POST',
      path: '/post/hide',
      summary: 'Hide a post from the apps (hideInd 1) or show it again (0)',
      query: z.object({ hideInd: queryFlag(M.hideInd) }),
      message: M.statusUpdated,
    },
    markTrending: {
      method: 'POST',
      path: '/post/mark-trending',
      summary: 'Mark a post trending (1) or not (0)',
      query: z.object({ trend: queryFlag(M.trend) }),
      message: M.statusUpdated,
    },
  },
  bulkActions: {
    hideAll: {
      path: '/post/hideAll',
      summary: 'Hide the listed posts (hideIndicator 1) or show them again (0)',
      idsKey: 'listOfPostIds',
      body: z.object({ hideIndicator: oneOf([0, 1], M.hideIndicator) }),
      message: M.statusUpdated,
    },
  },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});
