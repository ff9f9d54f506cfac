import { z } from 'zod';
import { COMMUNITY_GROUP_IDS } from '@/shared/config';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

/** Local event types (content-site §9). */
export const LOCAL_EVENT_TYPES = [1, 2, 3, 4, 5, 6] as const;
export const LOCAL_EVENT_TYPE_NAMES = { 1: 'jamaah', 2: 'talks', 3: 'halalFood', 4: 'fundRaise', 5: 'sports', 6: 'muslimGathering' } as const;

/** categoryId 1 is an online event (with a link); any other is held at a place (with coordinates). */
export const ONLINE_CATEGORY = 1;
export const IN_PERSON_CATEGORY = 2;

/** The list's page size (content-site §9). */
export const LOCAL_EVENTS_PAGE_SIZE = 10;

export const LOCAL_EVENT_LIMITS = { name: 200, detail: 5000, place: 300, address: 500, link: 2000, interval: 365, count: 999 } as const;

/** The spec's words (content-site §5, §8), then this product's own. */
export const LOCAL_EVENT_MESSAGES = {
  name: 'Enter proper event name',
  detail: 'Enter complete event details',
  date: 'Select valid event date',
  type: 'Select Event Type',
  latitude: 'Enter valid latitude',
  longitude: 'Enter valid longitude',
  link: 'Enter valid event link',
  interval: 'Enter event repeating intervals',
  count: 'Enter valid event repeating count',
  trendFailed: 'Something went wrong, please try again',
  statusUpdated: 'Status updated successfully',
  // Not worded by the spec:
  endBeforeStart: 'The event cannot end before it starts.',
  recurrenceEnd: 'The repeating cannot end before the event starts.',
  timeZone: 'Choose a time zone that exists.',
  group: 'Choose the group.',
  notFound: 'This event does not exist.',
  trend: 'Trend is 0 or 1.',
} as const;

const M = LOCAL_EVENT_MESSAGES;
const L = LOCAL_EVENT_LIMITS;

/** Whether the runtime knows time zone `name` (an IANA name, or an alias of one). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_+\-/0-9]{1,64}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A link a browser may open from the panel: http or https only. */
export function isWebLink(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A moment in UTC, as ISO 8601 (`2026-12-05T14:00:00.000Z`). */
const utc = (message: string) => z.iso.datetime({ error: message });

export const localEvent = z.object({
  localCommunityEventId: z.number().int(),
  /** Shown and edited as typed; the store keeps it URL-encoded. */
  name: z.string(),
  eventDetail: z.string(),
  typeId: z.number().int(),
  createdByName: z.string(),
  reportCount: z.number().int(),
  trend: z.union([z.literal(0), z.literal(1)]),
  categoryId: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  recurrenceEndTime: z.string().nullable(),
  isRepeating: z.boolean(),
  repeatingInterval: z.number().int().nullable(),
  repeatingCount: z.number().int().nullable(),
  timeZone: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  placeName: z.string(),
  placeAddress: z.string(),
  externalLink: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  groupSlug: z.string(),
  mediaKey: z.string().nullable(),
  isActive: z.boolean(),
  updateDate: z.string(),
});
export type LocalEvent = z.infer<typeof localEvent>;

const coordinate = (bound: number, message: string) => z.number({ error: message }).min(-bound, message).max(bound, message).nullable().default(null);
const whole = (max: number, message: string) => z.number({ error: message }).int(message).min(1, message).max(max, message).nullable().default(null);

/**
 * POST event/update (with `localCommunityEventId`): what staff may change. The rules between fields are
 * `localEventRefusals`, which the server checks and the form shows.
 */
export const localEventInput = z.object({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(L.name, M.name),
  eventDetail: z.string({ error: M.detail }).trim().min(1, M.detail).max(L.detail, M.detail),
  typeId: z.number({ error: M.type }).int(M.type).min(1, M.type).max(6, M.type),
  categoryId: z.number().int().min(1).max(2),
  startTime: utc(M.date),
  endTime: utc(M.date),
  timeZone: z.string({ error: M.timeZone }).refine(isTimeZone, M.timeZone),
  isRepeating: z.boolean(),
  repeatingInterval: whole(L.interval, M.interval),
  repeatingCount: whole(L.count, M.count),
  recurrenceEndTime: utc(M.date).nullable().default(null),
  latitude: coordinate(90, M.latitude),
  longitude: coordinate(180, M.longitude),
  placeName: z.string().trim().max(L.place).default(''),
  placeAddress: z.string().trim().max(L.address).default(''),
  externalLink: z.string().trim().max(L.link, M.link).default(''),
  groupId: z.number({ error: M.group }).int(M.group).min(1, M.group),
});

/**
 * What an event's fields refuse together: an end before the start; an online event (category 1) without
 * an http(s) link, any other without its coordinates; a repeating one without its interval and count.
 */
export function localEventRefusals(event: z.output<typeof localEventInput>): { field: string; message: string }[] {
  const refusals: { field: string; message: string }[] = [];
  const refuse = (field: string, message: string) => refusals.push({ field, message });
  if (Date.parse(event.endTime) < Date.parse(event.startTime)) refuse('endTime', M.endBeforeStart);
  if (event.categoryId === ONLINE_CATEGORY) {
    if (!isWebLink(event.externalLink)) refuse('externalLink', M.link);
  } else {
    if (event.latitude === null) refuse('latitude', M.latitude);
    if (event.longitude === null) refuse('longitude', M.longitude);
  }
  if (event.isRepeating) {
    if (event.repeatingInterval === null) refuse('repeatingInterval', M.interval);
    if (event.repeatingCount === null) refuse('repeatingCount', M.count);
    if (event.recurrenceEndTime !== null && Date.parse(event.recurrenceEndTime) < Date.parse(event.startTime)) refuse('recurrenceEndTime', M.recurrenceEnd);
  }
  return refusals;
}
export type LocalEventInput = z.input<typeof localEventInput>;

/** The list's filters (a type, trending 1 or not 0, a group, words of the author's name, active 1 or not 0); the search box sends `keyword`. */
export const localEventFilters = z.object({
  typeId: z.number().int().min(0).max(6).optional(),
  isTrending: z.union([z.literal(0), z.literal(1)]).nullable().optional(),
  communityId: z.number().int().min(0).optional(),
  createdByName: z.string().trim().max(200).optional(),
  isActive: z.union([z.literal(0), z.literal(1)]).nullable().optional(),
});

/**
 * Local community events, made in the apps: staff list them (10 a page), change them, mark them trending
 * or not, and delete them. Only the community security groups reach them; the bits are on LOCAL_COMMUNITY.
 */
export const localEvents = defineResource({
  name: 'local event',
  service: 'site',
  point: 'LOCAL_COMMUNITY',
  groups: COMMUNITY_GROUP_IDS,
  idKey: 'localCommunityEventId',
  record: localEvent,
  input: localEventInput,
  filters: localEventFilters,
  paging: 'site',
  sortFields: ['name', 'startTime'],
  paths: {
    list: '/event/list',
    find: '/event/find',
    update: '/event/update',
    delete: '/event/delete',
    history: '/event/history',
  },
  actions: {
    markTrending: {
      method: 'POST',
      path: '/event/mark-trending',
      summary: 'Mark a local event trending (1) or not (0)',
      query: z.object({ trend: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: M.trend }).transform(Number) }),
      message: M.statusUpdated,
    },
  },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});
