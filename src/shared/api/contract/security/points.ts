import { z } from 'zod';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';
import { SECURITY_POINT_LIMITS, SECURITY_POINT_MESSAGES } from './messages';
import { permissionValue } from './bits';

/** A security point: its title and the permission bits it carries (127: ALL). */
export const securityPoint = z.object({
  securityPointId: z.number().int(),
  /** What code checks and a session's permissions are keyed by (USERS), made once from the first title. */
  key: z.string(),
  title: z.string(),
  bitSettings: permissionValue,
});
export type SecurityPoint = z.infer<typeof securityPoint>;

export const securityPointInput = z.object({
  title: z
    .string({ error: SECURITY_POINT_MESSAGES.title })
    .trim()
    .min(1, SECURITY_POINT_MESSAGES.title)
    .max(SECURITY_POINT_LIMITS.title, SECURITY_POINT_MESSAGES.titleTooLong),
  bitSettings: permissionValue.default(127),
});
export type SecurityPointInput = z.input<typeof securityPointInput>;

/** content-site §7: POST security/point/save, list, update; GET security/point/find?id. No delete. */
export const securityPoints = defineResource({
  name: 'security point',
  service: 'site',
  point: 'SECURITY',
  idKey: 'securityPointId',
  record: securityPoint,
  input: securityPointInput,
  paging: 'site',
  sortFields: ['title', 'securityPointId'],
  paths: {
    list: '/security/point/list',
    find: '/security/point/find',
    create: '/security/point/save',
    update: '/security/point/update',
    history: '/security/point/history',
  },
  messages: { ...RECORD_MESSAGES, notFound: SECURITY_POINT_MESSAGES.notFound },
});
