import { z } from 'zod';
import { COMMUNITY_GROUP_IDS } from '@/shared/config';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

/** The spec's limits of a Muslim group (content-site §3, §5, §9); pictures under 1 MB each. */
export const COMMUNITY_GROUP_LIMITS = { name: 300, slug: 300, coordinate: 50, imageBytes: 1024 * 1024 } as const;

/** The spec's words (content-site §5), then this product's own. */
export const COMMUNITY_GROUP_MESSAGES = {
  slug: 'Enter slug',
  groupImage: 'Please upload Group image',
  profileImage: 'Please upload Profile image',
  // Not worded by the spec:
  name: 'Enter the group name.',
  nameTooLong: `The name can have at most ${COMMUNITY_GROUP_LIMITS.name} characters.`,
  slugTooLong: `The slug can have at most ${COMMUNITY_GROUP_LIMITS.slug} characters.`,
  slugTaken: 'Another group already has this slug.',
  latitude: 'A latitude is a number between -90 and 90.',
  longitude: 'A longitude is a number between -180 and 180.',
  notFound: 'This group does not exist.',
  hasDiscussions: 'This group still has discussions; delete them or move them to another group first.',
  hasEvents: 'This group still has local events; delete them or move them to another group first.',
} as const;

const M = COMMUNITY_GROUP_MESSAGES;
const L = COMMUNITY_GROUP_LIMITS;

export const communityGroup = z.object({
  groupId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** The stored group picture's key, and where it is shown from. */
  groupImageKey: z.string().nullable(),
  groupImageUrl: z.string().nullable(),
  /** A local group's profile picture; null for another group. */
  profileImageKey: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  communityId: z.number().int(),
  bitSettings: z.number().int(),
  /** A local group has a place (its coordinates) and a profile picture. */
  localGroup: z.boolean(),
  latitude: z.string(),
  longitude: z.string(),
  /** ISO 8601 date-time in UTC. */
  updateDate: z.string(),
});
export type CommunityGroup = z.infer<typeof communityGroup>;

/** A coordinate as typed: empty, or a number between ±`bound`. */
const coordinate = (bound: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(L.coordinate, message)
    .refine((text) => text === '' || (Number.isFinite(Number(text)) && Math.abs(Number(text)) <= bound), message)
    .default('');

/** A picture's storage key, from the site's presigned upload (`GET presigned-url`). */
const imageKey = (message: string) => z.string({ error: message }).trim().min(1, message).max(300, message);

/**
 * POST group/save and group/update (with `groupId`). `localGroup` is chosen when the group is added (the
 * checkbox is on the new form only); an update keeps the stored one. A local group needs its profile
 * picture. `updateGroupImage` says the group picture was uploaded anew; a key is checked either way.
 */
export const communityGroupInput = z.object({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(L.name, M.nameTooLong),
  slug: z.string({ error: M.slug }).trim().min(1, M.slug).max(L.slug, M.slugTooLong),
  groupImageKey: imageKey(M.groupImage),
  profileImageKey: imageKey(M.profileImage).nullable().optional(),
  updateGroupImage: z.boolean().optional(),
  communityId: z.number().int().min(1).max(2_147_483_647).default(1),
  bitSettings: z.number().int().min(0).max(2_147_483_647).default(0),
  localGroup: z.boolean().default(false),
  latitude: coordinate(90, M.latitude),
  longitude: coordinate(180, M.longitude),
});
export type CommunityGroupInput = z.input<typeof communityGroupInput>;

/**
 * The local community's Muslim groups (content-site §7: POST group/save, POST group/list, DELETE
 * group/delete?groupId, POST group/update, GET group/find?groupId). Only the community's security
 * groups make these calls; the bits are those of LOCAL_COMMUNITY. Discussions and local events name a group.
 */
export const communityGroups = defineResource({
  name: 'Muslim group',
  service: 'site',
  point: 'LOCAL_COMMUNITY',
  groups: COMMUNITY_GROUP_IDS,
  idKey: 'groupId',
  record: communityGroup,
  input: communityGroupInput,
  paging: 'site',
  sortFields: ['name'],
  idName: 'groupId',
  paths: {
    list: '/group/list',
    find: '/group/find',
    create: '/group/save',
    update: '/group/update',
    delete: '/group/delete',
    history: '/group/history',
  },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});
