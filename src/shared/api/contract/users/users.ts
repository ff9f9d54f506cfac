import { z } from 'zod';
import { recordIdField } from '../common';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';
import { USER_LIMITS, USER_MESSAGES } from './messages';

/** 0 Pending, 1 Active, 2 Locked, 3 Admin locked (content-site §4). */
export const USER_STATUSES = [0, 1, 2, 3] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_NAMES = { 0: 'pending', 1: 'active', 2: 'locked', 3: 'adminLocked' } as const satisfies Record<UserStatus, string>;

/** Login type bits: 1 Email, 2 Facebook, 4 Google, 8 Smart Link, 16 Apple; a user may have several. */
export const LOGIN_TYPE_BITS = { email: 1, facebook: 2, google: 4, smartLink: 8, apple: 16 } as const;
export type LoginTypeName = keyof typeof LOGIN_TYPE_BITS;
/** The login types a sum of bits names, in the spec's order. */
export const loginTypesOf = (bits: number) =>
  (Object.entries(LOGIN_TYPE_BITS) as [LoginTypeName, number][]).filter(([, bit]) => (bits & bit) !== 0).map(([name]) => name);

const M = USER_MESSAGES;

export const user = z.object({
  userId: z.number().int(),
  fullname: z.string(),
  /** The e-mail the user signs in with. */
  username: z.string(),
  status: z.number().int().min(0).max(3),
  groupId: z.number().int(),
  /** The security group's name, for the list. */
  groupName: z.string(),
  /** A sum of LOGIN_TYPE_BITS. */
  loginType: z.number().int().min(0).max(31),
  /** Why the user was banned; null unless banned. */
  reason: z.string().nullable(),
  /** ISO 8601 date-time in UTC. */
  createDate: z.string(),
  /**
   * Whether the user holds a permission bit the caller lacks: the caller may then change nothing of their
   * account (name, e-mail, group, status), as the server's rule of who may grant what refuses it.
   */
  outranksYou: z.boolean(),
});
export type User = z.infer<typeof user>;

/** The edit form: the name and the username (the sign-in e-mail). Status and group change through their actions. */
export const userInput = z.object({
  fullname: z.string({ error: M.name }).trim().min(1, M.name).max(USER_LIMITS.fullname, M.nameTooLong),
  username: z.string({ error: M.username }).trim().min(1, M.username).max(USER_LIMITS.username, M.usernameNotEmail).email(M.usernameNotEmail),
});
export type UserInput = z.input<typeof userInput>;

/**
 * The list's filters as the spec sends them: `status` (absent or null: every status; 0 is Pending), `email`
 * (a part of the address) and `userId`.
 */
export const userFilters = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).nullish(),
  email: z.string().trim().max(USER_LIMITS.username).optional(),
  userId: recordIdField(z.number()).nullish(),
});

export const banBody = z.object({
  reason: z.string({ error: M.banReason }).trim().min(1, M.banReason).max(USER_LIMITS.reason, M.reasonTooLong),
});
export const moveGroupBody = z.object({
  groupId: z.number({ error: M.groupRequired }).int(M.groupRequired).positive(M.groupRequired),
});

/**
 * App and staff users: POST user/list, GET user/find?id, POST user/update (the id in the body as userId),
 * and the actions POST user/enable/?id, POST user/disable/?id, POST user/ban { reason, userId } and
 * POST user/update/security/group { groupId, userId }. There is no create or delete.
 * Bits on USERS: Edit and Edit Security Group need edit; Activate and Deactivate need perform; Ban needs delete.
 * Nobody deactivates, bans or moves their own account; a deactivated or banned user's sessions end at once.
 * Nobody changes the account of a user who outranks them, or moves anyone into a group holding more than they do.
 */
export const users = defineResource({
  name: 'user',
  service: 'site',
  point: 'USERS',
  idKey: 'userId',
  record: user,
  input: userInput,
  filters: userFilters,
  paging: 'site',
  sortFields: ['fullname', 'username'],
  paths: {
    list: '/user/list',
    find: '/user/find',
    update: '/user/update',
    history: '/user/history',
  },
  actions: {
    activate: { method: 'POST', path: '/user/enable/', summary: 'Activate a user', bits: 'perform', message: M.statusUpdated },
    deactivate: { method: 'POST', path: '/user/disable/', summary: "Deactivate a user and end the user's sessions", bits: 'perform', message: M.statusUpdated },
    ban: {
      method: 'POST',
      path: '/user/ban',
      summary: "Ban a user with a reason and end the user's sessions",
      bits: 'delete',
      body: banBody,
      idInBody: true,
      message: M.banned,
    },
    moveGroup: {
      method: 'POST',
      path: '/user/update/security/group',
      summary: 'Move a user to another security group',
      bits: 'edit',
      body: moveGroupBody,
      idInBody: true,
      message: M.groupMoved,
    },
  },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});

export const securityGroupOption = z.object({ groupId: z.number().int(), title: z.string() });
export type SecurityGroupOption = z.infer<typeof securityGroupOption>;

/** GET user/security-groups: every security group by id and title, for the Edit Security Group picker. */
export const userSecurityGroups = defineCall({
  service: 'site',
  method: 'GET',
  path: '/user/security-groups',
  summary: 'Every security group, for the user group picker',
  access: { point: 'USERS', bit: 'edit' },
  reply: z.array(securityGroupOption),
});
