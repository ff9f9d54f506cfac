import { z } from 'zod';
import { successReply } from '../common';
import { defineCall } from '../define';
import { CHAT_APP_ID, CHAT_MESSAGES } from './constants';

/** The web platform's OS id, which the mobile moderator panel sends. */
export const WEB_OS_ID = 3;

/** Whether the runtime knows the IANA time zone (UTC, GMT, America/New_York…). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().trim().max(max).default('');

export const syncDeviceBody = z.object({
  /** A stable id of this browser or device; registering it again updates its row. */
  identifier: z.string().trim().min(1).max(200),
  /** The push service's token for this device. */
  deviceToken: z.string().trim().min(1).max(4096),
  appId: z.literal(CHAT_APP_ID, { error: `appId must be ${CHAT_APP_ID}, the back-office's app id.` }),
  osId: z.number().int().min(1).max(20),
  /** 1 to receive push notifications, 0 to stop them. */
  notification: z.union([z.literal(0), z.literal(1)]).default(1),
  timezone: z.string({ error: CHAT_MESSAGES.timezone }).trim().min(1, CHAT_MESSAGES.timezone).max(64).refine(isKnownTimeZone, CHAT_MESSAGES.timezone),
  osVersion: text(50),
  appVersion: text(50),
  model: text(100),
  manufacturer: text(100),
});
export type SyncDeviceBody = z.input<typeof syncDeviceBody>;

/**
 * POST sync-device-v3 — the mobile panel registers the device for push notifications on load. The
 * device belongs to one user: they may register it again at any time; another user takes it over
 * only once the session that registered it has ended (sign-out, expiry), and is refused with 409
 * before that.
 */
export const syncDevice = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/sync-device-v3',
  summary: 'Register this device for push notifications of new chat messages',
  access: { point: 'MODERATOR_PANEL', bit: 'list' },
  body: syncDeviceBody,
  reply: successReply,
});
