import { z } from 'zod';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';
import { SECURITY_GROUP_LIMITS, SECURITY_GROUP_MESSAGES } from './messages';

export const securityGroup = z.object({
  groupId: z.number().int(),
  title: z.string(),
  notes: z.string(),
  profileId: z.number().int(),
  profileName: z.string(),
});
export type SecurityGroup = z.infer<typeof securityGroup>;

export const securityGroupInput = z.object({
  title: z
    .string({ error: SECURITY_GROUP_MESSAGES.title })
    .trim()
    .min(1, SECURITY_GROUP_MESSAGES.title)
    .max(SECURITY_GROUP_LIMITS.title, SECURITY_GROUP_MESSAGES.titleTooLong),
  notes: z.string().trim().max(SECURITY_GROUP_LIMITS.notes, SECURITY_GROUP_MESSAGES.notesTooLong).default(''),
  profileId: z.number({ error: SECURITY_GROUP_MESSAGES.profile }).int().positive(SECURITY_GROUP_MESSAGES.profile),
});
export type SecurityGroupInput = z.input<typeof securityGroupInput>;

/** content-site §7: POST security/group/create, update; GET security/group/list, find?groupId. */
export const securityGroups = defineResource({
  name: 'security group',
  service: 'site',
  point: 'SECURITY',
  idKey: 'groupId',
  record: securityGroup,
  input: securityGroupInput,
  paging: 'site',
  sortFields: ['title', 'groupId', 'profileName'],
  listMethod: 'GET',
  findIdName: 'groupId',
  paths: {
    list: '/security/group/list',
    find: '/security/group/find',
    create: '/security/group/create',
    update: '/security/group/update',
    history: '/security/group/history',
  },
  messages: { ...RECORD_MESSAGES, notFound: SECURITY_GROUP_MESSAGES.notFound },
});
