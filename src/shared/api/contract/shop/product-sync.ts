import { z } from 'zod';
import { pageQuery, pageReply, recordIdField, successReply } from '../common';
import { defineCall } from '../define';

/** The spec's words (shell §8), then this product's own. */
export const PRODUCT_SYNC_MESSAGES = {
  started: 'Product syncing in progress, please wait for few minutes to complete the process.',
  // Not worded by the spec:
  alreadyRunning: 'A sync of this vendor is already running; wait for it to finish.',
  vendorInactive: 'This vendor is inactive; activate it before syncing its store.',
  givenUp: 'The sync stopped with its server and every retry failed; start it again.',
  storeAnswered: 'The store answered with its keys.',
  storeRefused: 'The store could not be read: {{reason}}',
} as const;

/** The refusal of a store reached with a vendor's keys, in the store's words. */
export const storeRefusedMessage = (reason: string) => PRODUCT_SYNC_MESSAGES.storeRefused.replace('{{reason}}', reason);

/** A run's state: waiting for a worker, running, done, or stopped by a failure (its message says why). */
export const SYNC_STATUSES = ['PENDING', 'RUNNING', 'SUCCESS', 'FAILED'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];
/** States of a run that is not over: a vendor has at most one such run. */
export const UNFINISHED_SYNC_STATUSES: readonly SyncStatus[] = ['PENDING', 'RUNNING'];

/** One sync of a vendor's store (shell §3 vendor sync log), with how many products it read. */
export const productSyncLog = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  status: z.enum(SYNC_STATUSES),
  failureMessage: z.string().nullable(),
  productsFetched: z.number().int(),
  /** How many times the run was started: more than 1 when a try failed or its server stopped. */
  tries: z.number().int(),
  /** ISO 8601 date-times in UTC; null until the run starts or ends. */
  syncStartedAt: z.string().nullable(),
  syncCompletedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ProductSyncLog = z.infer<typeof productSyncLog>;

const vendorIdParam = z.object({ id: recordIdField(z.coerce.number()) });

/** POST product-sync-log/sync/{vendorId}: queues a sync of the vendor's store; it runs in the background. */
export const startProductSync = defineCall({
  service: 'shop',
  method: 'POST',
  path: '/product-sync-log/sync/:id',
  summary: "Start a sync of a vendor's store",
  access: { point: 'VENDORS', bit: 'edit' },
  params: vendorIdParam,
  reply: successReply.extend({ data: productSyncLog }),
});

/** POST product-sync-log/paginated: a vendor's runs, newest first (25 a page, shell §9). */
export const productSyncLogs = defineCall({
  service: 'shop',
  method: 'POST',
  path: '/product-sync-log/paginated',
  summary: "The sync runs of a vendor's store",
  access: { point: 'VENDORS', bit: 'view' },
  body: pageQuery.extend({ pageSize: pageQuery.shape.pageSize.default(25), vendorId: recordIdField(z.number()) }),
  reply: pageReply(productSyncLog),
});

/** What a store says of itself when reached with the vendor's keys. */
export const storeInfo = z.object({ storeName: z.string(), currency: z.string() });
export type StoreInfo = z.infer<typeof storeInfo>;

/** PATCH vendor/sync-store-info/{vendorId}: reaches the vendor's store with its keys and answers its name and currency. */
export const syncStoreInfo = defineCall({
  service: 'shop',
  method: 'PATCH',
  path: '/vendor/sync-store-info/:id',
  summary: "Reach a vendor's store with its keys and read its name and currency",
  access: { point: 'VENDORS', bit: 'edit' },
  params: vendorIdParam,
  reply: successReply.extend({ data: storeInfo }),
});
