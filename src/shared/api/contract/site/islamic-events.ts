import { z } from 'zod';
import { parseHijriDateText } from '@/shared/lib/hijri-date';
import { recordIdField, successReply } from '../common';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';
import { tooComplexMessage } from './rich-text';

const KB = 1024;

/** The spec's limits of an Islamic event and its translations (content-site §5 and §9). */
export const ISLAMIC_EVENT_LIMITS = { name: 100, slug: 100, heading1: 100, eventGroup: 30, title: 100, description: 250, imageBytes: 200 * KB, htmlChars: 200_000 } as const;

/** Event types: 1 is special (content-site §3); 0 is an ordinary event. */
export const ISLAMIC_EVENT_TYPES = [0, 1] as const;
export const SPECIAL_EVENT_TYPE = 1;

export const ISLAMIC_EVENT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** The languages a translation may be in: the spec's seven, and Urdu; `in` is the spec's code of Indonesian. */
export const TRANSLATION_LANGUAGES = ['en', 'ar', 'fr', 'tr', 'in', 'ms', 'es', 'ur'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
/** The languages written right to left. */
export const RIGHT_TO_LEFT_LANGUAGES: readonly TranslationLanguage[] = ['ar', 'ur'];
/** The language tag a page in the language carries (`in` is `id` in today's tags). */
export const languageTagOf = (code: TranslationLanguage) => (code === 'in' ? 'id' : code);

/** The days the public event page counts down to the event: a fixed placeholder (content-site §9). */
export const EVENT_PREVIEW_DAYS = 72;

/** The spec's words (content-site §5, §8), then this product's own. */
export const ISLAMIC_EVENT_MESSAGES = {
  imageType: 'Only jpg, jpeg or png allowed!',
  imageTooLarge: 'Image size must be less than 200KB!',
  actionFailed: 'Something went wrong, please try again!',
  statusUpdated: 'Status updated successfully',
  // Not worded by the spec:
  name: 'Enter the event name.',
  nameTooLong: `The name can have at most ${ISLAMIC_EVENT_LIMITS.name} characters.`,
  slugTooLong: `The slug can have at most ${ISLAMIC_EVENT_LIMITS.slug} characters.`,
  slugTaken: 'Another Islamic event already has this slug.',
  heading1: 'Enter the H1 heading.',
  heading1TooLong: `The H1 heading can have at most ${ISLAMIC_EVENT_LIMITS.heading1} characters.`,
  eventGroup: 'Enter the event group.',
  eventGroupTooLong: `The event group can have at most ${ISLAMIC_EVENT_LIMITS.eventGroup} characters.`,
  title: 'Enter the title.',
  titleTooLong: `The title can have at most ${ISLAMIC_EVENT_LIMITS.title} characters.`,
  description: 'Enter the description.',
  descriptionTooLong: `The description can have at most ${ISLAMIC_EVENT_LIMITS.description} characters.`,
  hijriDate: 'Choose the Hijri day, month and year.',
  dayNotInMonth: 'This Hijri month has only 29 days that year: choose day 29 or earlier.',
  country: 'This country does not exist.',
  eventType: 'Choose the event type.',
  notFound: 'This Islamic event does not exist.',
  imageRequired: 'Choose a picture.',
  imageSaved: 'Image uploaded successfully!',
  notMultipart: 'Send the picture as multipart/form-data with eventId and file.',
  unreadableForm: 'The uploaded form could not be read.',
  tooManyParts: 'Send eventId and file only.',
} as const;

export const EVENT_TRANSLATION_MESSAGES = {
  name: 'Enter the name.',
  nameTooLong: `The name can have at most ${ISLAMIC_EVENT_LIMITS.name} characters.`,
  metaTitle: 'Enter the title.',
  metaTitleTooLong: `The title can have at most ${ISLAMIC_EVENT_LIMITS.title} characters.`,
  metaDescription: 'Enter the description.',
  metaDescriptionTooLong: `The description can have at most ${ISLAMIC_EVENT_LIMITS.description} characters.`,
  heading1: 'Enter the H1 heading.',
  heading1TooLong: `The H1 heading can have at most ${ISLAMIC_EVENT_LIMITS.heading1} characters.`,
  language: 'Choose a language.',
  event: 'Choose the Islamic event.',
  eventNotFound: 'This Islamic event does not exist.',
  languageTaken: 'This event already has a translation in this language.',
  otherEvent: 'A translation stays with the event it was written for.',
  alwaysPublished: 'A translation is always published.',
  htmlTooLong: 'The content is too long.',
  htmlTooComplex: tooComplexMessage('The content'),
  htmlOutsidePicture: 'Pictures from other addresses are not allowed in the content.',
  notFound: 'This translation does not exist.',
} as const;

const M = ISLAMIC_EVENT_MESSAGES;
const T = EVENT_TRANSLATION_MESSAGES;
const L = ISLAMIC_EVENT_LIMITS;

const required = (max: number, missing: string, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
const flag = z.union([z.literal(0), z.literal(1)]);

export const islamicEvent = z.object({
  eventId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  heading1: z.string(),
  eventGroup: z.string(),
  title: z.string(),
  description: z.string(),
  /** "day,month name,year" ("27,Rajab,1448"). */
  hijriDate: z.string(),
  /** YYYY-MM-DD, from the Hijri date and the chosen country's adjustment. */
  gregorianDate: z.string(),
  /** The country whose Hijri adjustment was applied; null: none (0 days). */
  hijriCountryId: z.number().int().nullable(),
  /** The adjustment applied, in days. */
  hijriAdjustment: z.number().int(),
  eventType: z.number().int(),
  publish: flag,
  listed: flag,
  /** The stored background picture's name, null without one; its bytes come from `islamicEventImage`. */
  backgroundImage: z.string().nullable(),
  /** ISO 8601 date-time in UTC. */
  updateDate: z.string(),
});
export type IslamicEvent = z.infer<typeof islamicEvent>;

/**
 * POST islamic-event/save and update (with `eventId`): the Gregorian date is the server's, made from the
 * Hijri date and the chosen country's adjustment; publish and listed are changed from the list. An empty
 * slug is made from the name.
 */
export const islamicEventInput = z.object({
  name: required(L.name, M.name, M.nameTooLong),
  slug: z.string().trim().max(L.slug, M.slugTooLong).optional(),
  heading1: required(L.heading1, M.heading1, M.heading1TooLong),
  eventGroup: required(L.eventGroup, M.eventGroup, M.eventGroupTooLong),
  title: required(L.title, M.title, M.titleTooLong),
  description: required(L.description, M.description, M.descriptionTooLong),
  hijriDate: z
    .string({ error: M.hijriDate })
    .trim()
    .max(40, M.hijriDate)
    .refine((text) => parseHijriDateText(text) !== null, M.hijriDate),
  hijriCountryId: recordIdField(z.number(), M.country).nullable().default(null),
  eventType: z.number({ error: M.eventType }).int(M.eventType).min(0, M.eventType).max(1, M.eventType).default(0),
});
export type IslamicEventInput = z.input<typeof islamicEventInput>;

/** The list's filters beside `keyword` (name, slug, group): published, listed, special; absent lists all. */
export const islamicEventFilters = z.object({
  publish: flag.nullable().optional(),
  listed: flag.nullable().optional(),
  eventType: flag.nullable().optional(),
});

const statusAction = (path: string, summary: string) => ({ method: 'POST' as const, path, summary, message: M.statusUpdated });

/**
 * Islamic events on ISLAMIC_EVENTS: Edit, Publish/Unpublish and List/Unlist need edit, Delete needs
 * delete, Add Event needs add (content-site §6).
 */
export const islamicEvents = defineResource({
  name: 'Islamic event',
  service: 'site',
  point: 'ISLAMIC_EVENTS',
  idKey: 'eventId',
  record: islamicEvent,
  input: islamicEventInput,
  filters: islamicEventFilters,
  paging: 'site',
  sortFields: ['name', 'gregorianDate'],
  paths: {
    list: '/islamic-event/list',
    find: '/islamic-event/find',
    create: '/islamic-event/save',
    update: '/islamic-event/update',
    delete: '/islamic-event/delete',
    history: '/islamic-event/history',
  },
  actions: {
    publish: statusAction('/islamic-event/publish/:id', 'Publish an Islamic event'),
    unPublish: statusAction('/islamic-event/un-publish/:id', 'Unpublish an Islamic event'),
    enableListing: statusAction('/islamic-event/enable-listing/:id', 'List an Islamic event'),
    disableListing: statusAction('/islamic-event/disable-listing/:id', 'Unlist an Islamic event'),
  },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});

export const islamicEventImageFields = z.object({ eventId: recordIdField(z.coerce.number()) });

/** Multipart POST islamic-event/upload-image (eventId, file): the background, jpg or png under 200 KB. */
export const uploadIslamicEventImage = defineCall({
  service: 'site',
  method: 'POST',
  path: '/islamic-event/upload-image',
  summary: "Upload an Islamic event's background picture",
  access: { anyOf: [{ point: 'ISLAMIC_EVENTS', bit: 'add' }, { point: 'ISLAMIC_EVENTS', bit: 'edit' }] },
  multipart: { fields: islamicEventImageFields, file: 'file' },
  reply: successReply,
});

/** GET event/download-image/{eventId}: the stored background picture. */
export const islamicEventImage = defineCall({
  service: 'site',
  method: 'GET',
  path: '/event/download-image/:id',
  summary: "An Islamic event's background picture",
  access: { point: 'ISLAMIC_EVENTS', bit: 'view' },
  params: z.object({ id: recordIdField(z.coerce.number()) }),
  reply: z.unknown(),
});

export const eventTranslation = z.object({
  translationId: z.number().int(),
  eventId: z.number().int(),
  languageCode: z.enum(TRANSLATION_LANGUAGES),
  name: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  heading1: z.string(),
  /** Sanitised HTML. */
  htmlContent: z.string(),
  publish: z.literal(1),
  /** ISO 8601 date-time in UTC. */
  updateDate: z.string(),
});
export type EventTranslation = z.infer<typeof eventTranslation>;

/** POST event-translation/save and update (with `translationId`): one translation per language per event, always published. */
export const eventTranslationInput = z.object({
  eventId: recordIdField(z.number({ error: T.event }), T.event),
  languageCode: z.enum(TRANSLATION_LANGUAGES, { error: T.language }),
  name: required(L.name, T.name, T.nameTooLong),
  metaTitle: required(L.title, T.metaTitle, T.metaTitleTooLong),
  metaDescription: required(L.description, T.metaDescription, T.metaDescriptionTooLong),
  heading1: required(L.heading1, T.heading1, T.heading1TooLong),
  htmlContent: z.string().max(L.htmlChars, T.htmlTooLong).default(''),
  publish: z.literal(1, { error: T.alwaysPublished }).default(1),
});
export type EventTranslationInput = z.input<typeof eventTranslationInput>;

/** The list's filter: the event whose translations are listed (required). */
export const eventTranslationFilters = z.object({ eventId: recordIdField(z.number({ error: T.event }), T.event) });

/**
 * An event's translations on ISLAMIC_EVENTS: Manage Translation needs add (content-site §6), so adding
 * and changing one need add; deleting one needs delete.
 */
export const eventTranslations = defineResource({
  name: 'event translation',
  service: 'site',
  point: 'ISLAMIC_EVENTS',
  idKey: 'translationId',
  record: eventTranslation,
  input: eventTranslationInput,
  filters: eventTranslationFilters,
  paging: 'site',
  paths: {
    list: '/event-translation/list/',
    find: '/event-translation/find',
    create: '/event-translation/save',
    update: '/event-translation/update',
    delete: '/event-translation/delete',
    history: '/event-translation/history',
  },
  bits: { update: 'add' },
  messages: { ...RECORD_MESSAGES, notFound: T.notFound },
});
