import { z } from 'zod';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';
import { SECURITY_PROFILE_LIMITS, SECURITY_PROFILE_MESSAGES } from './messages';
import { permissionValue } from './bits';

/** One row of the matrix: the permission value the profile gives one security point. */
export const profileSetting = z.object({
  securityPointId: z.number().int().positive(),
  permission: permissionValue,
});
export type ProfileSetting = z.infer<typeof profileSetting>;

export const securityProfile = z.object({
  profileId: z.number().int(),
  profileName: z.string(),
  /** One entry per point the profile names, in point order; a point not named gives no bits. */
  settings: z.array(profileSetting),
});
export type SecurityProfile = z.infer<typeof securityProfile>;

export const securityProfileInput = z.object({
  profileName: z
    .string({ error: SECURITY_PROFILE_MESSAGES.profileName })
    .trim()
    .min(1, SECURITY_PROFILE_MESSAGES.profileName)
    .max(SECURITY_PROFILE_LIMITS.profileName, SECURITY_PROFILE_MESSAGES.nameTooLong),
  settings: z
    .array(profileSetting)
    .max(SECURITY_PROFILE_LIMITS.settings)
    .refine((settings) => new Set(settings.map((setting) => setting.securityPointId)).size === settings.length, SECURITY_PROFILE_MESSAGES.repeatedPoint)
    .default([]),
});
export type SecurityProfileInput = z.input<typeof securityProfileInput>;

/** content-site §7: POST security/profile/create, update; GET security/profile/list, find?profileId. */
export const securityProfiles = defineResource({
  name: 'security profile',
  service: 'site',
  point: 'SECURITY',
  idKey: 'profileId',
  record: securityProfile,
  input: securityProfileInput,
  paging: 'site',
  sortFields: ['profileName', 'profileId'],
  listMethod: 'GET',
  findIdName: 'profileId',
  paths: {
    list: '/security/profile/list',
    find: '/security/profile/find',
    create: '/security/profile/create',
    update: '/security/profile/update',
    history: '/security/profile/history',
  },
  messages: { ...RECORD_MESSAGES, notFound: SECURITY_PROFILE_MESSAGES.notFound },
});
