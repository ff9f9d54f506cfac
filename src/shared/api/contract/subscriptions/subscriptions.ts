import { z } from 'zod';
import { recordIdField } from '../common';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

/** The apps whose subscriptions are looked up (shell §8: ATHAN by default, or ACADEMY). */
export const SUBSCRIPTION_APPS = ['ATHAN', 'ACADEMY'] as const;
export type SubscriptionApp = (typeof SUBSCRIPTION_APPS)[number];
export const DEFAULT_SUBSCRIPTION_APP: SubscriptionApp = 'ATHAN';

/** The stores a subscription is bought in. */
export const SUBSCRIPTION_PLATFORMS = ['PLAY_STORE', 'APP_STORE'] as const;

/** Shell §3 and §8: status 1 Active, 2 Inactive, 3 Migrated; any other number is Unknown. */
export const SUBSCRIPTION_STATUSES = { 1: 'active', 2: 'inactive', 3: 'migrated' } as const;
export const subscriptionStatusOf = (status: number): 'active' | 'inactive' | 'migrated' | 'unknown' =>
  SUBSCRIPTION_STATUSES[status as keyof typeof SUBSCRIPTION_STATUSES] ?? 'unknown';

/** The longest search words a list takes (an e-mail address is at most 254 characters). */
export const SUBSCRIPTION_LIMITS = { search: 254 } as const;

/** The spec's words for the Subscriptions screen (shell §5, §6), then this product's own. */
export const SUBSCRIPTION_MESSAGES = {
  userIdRequired: 'Please enter User ID!',
  downloadFailed: 'Download Error: Failed to download receipt. Please try again.',
  // Not worded by the spec:
  notFound: 'This subscription does not exist',
  appName: 'Choose ATHAN or ACADEMY',
  searchTooLong: `Maximum ${SUBSCRIPTION_LIMITS.search} characters allowed`,
  receiptFailed: 'The receipt could not be made',
} as const;

const M = SUBSCRIPTION_MESSAGES;

/** Shell §3: a subscription's list row. */
export const subscriptionRow = z.object({
  subscriptionId: z.number().int(),
  subscriptionType: z.string(),
  status: z.number().int(),
  storeOrderId: z.string(),
  deviceId: z.string(),
  userId: z.string(),
  emailAddress: z.string(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRow>;

const text = z.string().nullable();

/** Shell §3: a subscription's detail, every field the store and the apps keep. Dates are ISO 8601 in UTC. */
export const subscriptionDetail = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.number().int(),
  deviceId: z.string(),
  userId: z.string(),
  emailAddress: z.string(),
  planId: text,
  notificationType: text,
  packageName: text,
  /** The store's own id of the subscription product (not the panel's id). */
  subScriptionId: text,
  subScriptionPackName: text,
  purchaseToken: text,
  startDate: z.string(),
  /** Null for a lifetime purchase ('Life Time'). */
  expiryDate: text,
  autoRenewing: z.boolean(),
  receipt: text,
  platform: z.enum(SUBSCRIPTION_PLATFORMS),
  createDate: z.string(),
  updateDate: z.string(),
  environment: text,
  reTryRequired: z.boolean(),
  reTryDetail: text,
  trialPeriod: text,
  introOfferPeriod: text,
  createdByAppId: text,
  purchaseType: text,
  name: text,
  os: text,
  migratedProUser: z.boolean(),
  iosTransactionId: text,
  error: text,
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetail>;

const searchWords = z.string().trim().max(SUBSCRIPTION_LIMITS.search, M.searchTooLong).optional();

/** Shell §7: the list's app and its searches; an empty one searches nothing. */
export const subscriptionFilters = z.object({
  appName: z.enum(SUBSCRIPTION_APPS, { error: M.appName }).default(DEFAULT_SUBSCRIPTION_APP),
  userId: searchWords,
  storeOrderId: searchWords,
  emailAddress: searchWords,
  playStoreOrderId: searchWords,
  appleStoreOrderId: searchWords,
});

/** The searches the screen offers, by the list body's field each fills (shell §2). */
export const SUBSCRIPTION_SEARCHES = ['userId', 'playStoreOrderId', 'appleStoreOrderId', 'emailAddress', 'storeOrderId'] as const;
export type SubscriptionSearch = (typeof SUBSCRIPTION_SEARCHES)[number];

/** Shell §7 Subscriptions: POST user/subscription/list and GET user/subscription/{id}; read only. */
export const subscriptions = defineResource({
  name: 'subscription',
  service: 'subscriptions',
  point: 'SUBSCRIPTIONS',
  idKey: 'subscriptionId',
  record: subscriptionDetail,
  listRecord: subscriptionRow,
  // Nothing is written through the panel: no create or update path.
  input: z.object({}),
  filters: subscriptionFilters,
  paging: 'academy',
  paths: {
    list: '/user/subscription/list',
    find: '/user/subscription/:id',
    history: '/user/subscription/:id/history',
  },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});

/**
 * GET user/subscription/receipt/download?id= — the receipt as a PDF (`receipt-{id}.pdf`). The spec sends
 * the token in `x-auth-header` for this call alone, so the server accepts that header here only.
 */
export const subscriptionReceipt = defineCall({
  service: 'subscriptions',
  method: 'GET',
  path: '/user/subscription/receipt/download',
  summary: "A subscription's receipt as a PDF",
  access: { point: 'SUBSCRIPTIONS', bit: 'view' },
  query: z.object({ id: recordIdField(z.coerce.number()) }),
  tokenHeader: 'x-auth-header',
  reply: z.unknown(),
});

/** The file name a receipt is saved under. */
export const receiptFileName = (subscriptionId: number) => `receipt-${subscriptionId}.pdf`;
