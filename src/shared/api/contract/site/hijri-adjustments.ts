import { z } from 'zod';
import { defineCall } from '../define';
import { successReply } from '../common';

/** The adjustment options, in the order the spec lists them (content-site §9). */
export const HIJRI_ADJUSTMENTS = [2, 1, 0, -1, -2] as const;
export type HijriAdjustment = (typeof HIJRI_ADJUSTMENTS)[number];

/** The platforms whose remote config takes the adjustments: `firebase/remote-config-update/{android|ios}`. */
export const REMOTE_CONFIG_PLATFORMS = ['android', 'ios'] as const;
export type RemoteConfigPlatform = (typeof REMOTE_CONFIG_PLATFORMS)[number];

/** The spec's words for the Hijri settings (content-site §6, §8), then this product's own. */
export const HIJRI_MESSAGES = {
  noAccess: "you don't have access to perform this action",
  updateFailed: 'Somthing went wrong, please try again!',
  // Not worded by the spec:
  updated: 'Hijri adjustment updated',
  adjustment: 'Choose an adjustment of +2, +1, 0, -1 or -2 days.',
  countryNotFound: 'This country does not exist.',
  platform: 'Choose android or ios.',
  pushedAndroid: 'The adjustments were recorded for Android; no remote-config service is connected, so no app was changed.',
  pushedIos: 'The adjustments were recorded for iOS; no remote-config service is connected, so no app was changed.',
} as const;

const adjustment = z.coerce
  .number({ error: HIJRI_MESSAGES.adjustment })
  .int(HIJRI_MESSAGES.adjustment)
  .refine((value): value is HijriAdjustment => (HIJRI_ADJUSTMENTS as readonly number[]).includes(value), HIJRI_MESSAGES.adjustment);

/** A country's Hijri setting: the days added to the Umm al-Qura date there. */
export const hijriSetting = z.object({
  countryId: z.number().int(),
  countryName: z.string(),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string(),
  hijriAdjustment: z.number().int(),
});
export type HijriSetting = z.infer<typeof hijriSetting>;

/** GET location/get-country-settings: every country with its adjustment, by name. */
export const countrySettings = defineCall({
  service: 'site',
  method: 'GET',
  path: '/location/get-country-settings',
  summary: 'Every country with its Hijri date adjustment',
  // The Islamic event form also offers the countries, to date an event by one's adjustment.
  access: { anyOf: [{ point: 'SETTINGS', bit: 'list' }, { point: 'ISLAMIC_EVENTS', bit: 'add' }, { point: 'ISLAMIC_EVENTS', bit: 'edit' }] },
  reply: z.array(hijriSetting),
});

/** POST location/update-hijri-adjustment?countryId&hijriAdjustment: answers a success flag. */
export const updateHijriAdjustment = defineCall({
  service: 'site',
  method: 'POST',
  path: '/location/update-hijri-adjustment',
  summary: "Change one country's Hijri date adjustment",
  access: { point: 'SETTINGS', bit: 'edit' },
  query: z.object({ countryId: z.coerce.number({ error: HIJRI_MESSAGES.countryNotFound }).int().positive(HIJRI_MESSAGES.countryNotFound), hijriAdjustment: adjustment }),
  reply: successReply.extend({ data: hijriSetting }),
});

/** One push of the adjustments to a platform's remote config, as the server records it. */
export const remoteConfigPush = z.object({
  platform: z.enum(REMOTE_CONFIG_PLATFORMS),
  /** ISO 8601 date-time in UTC. */
  pushedAt: z.string(),
  pushedBy: z.string(),
  /** How many countries the push carried. */
  countries: z.number().int(),
});
export type RemoteConfigPush = z.infer<typeof remoteConfigPush>;

/**
 * POST firebase/remote-config-update/{android|ios} with an empty body: answers success and a message
 * (which the screen shows as an error toast whatever it says, as the spec has it). No remote-config
 * service is connected here: the server records the push (who, when, which platform, the adjustments).
 */
export const pushRemoteConfig = defineCall({
  service: 'site',
  method: 'POST',
  path: '/firebase/remote-config-update/:platform',
  summary: 'Record a push of the Hijri adjustments to the Android or iOS remote config',
  access: { point: 'SETTINGS', bit: 'edit' },
  params: z.object({ platform: z.enum(REMOTE_CONFIG_PLATFORMS, { error: HIJRI_MESSAGES.platform }) }),
  reply: successReply.extend({ data: remoteConfigPush.optional() }),
});
