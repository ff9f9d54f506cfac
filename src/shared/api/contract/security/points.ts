import { z } from 'zod';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';
import { SECURITY_SAVE_FAILED, permissionValue } from './bits';

export const SECURITY_POINT_LIMITS = { title: 100 } as const;

/** The spec's words for the security point form (content-site §5). */
export const SECURITY_POINT_MESSAGES = {
  title: 'Enter security title',
  saveFailed: SECURITY_SAVE_FAILED,
  // Not worded by the spec:
  titleTooLong: `Maximum ${SECURITY_POINT_LIMITS.title} characters allowed`,
  titleTaken: 'Another security point already has this title.',
  notFound: 'This security point does not exist.',
} as const;

/** A security point: its title and the permission bits it carries (127: ALL). */
export const securityPoint = z.object({
  securityPointId: z.number().int(),
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
  paths: {
    list: '/security/point/list',
    find: '/security/point/find',
    create: '/security/point/save',
    update: '/security/point/update',
    history: '/security/point/history',
  },
  messages: { ...RECORD_MESSAGES, notFound: SECURITY_POINT_MESSAGES.notFound },
});
