import type { FastifyInstance } from 'fastify';
import { subscriptionsContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { registerResource } from '../../resources/register-resource';
import { receiptPdf } from './receipt';
import type { SubscriptionDetails } from './table';
import './table';

const { subscriptions, subscriptionReceipt, receiptFileName, SUBSCRIPTION_MESSAGES: M } = subscriptionsContract;

type Row = Record<string, unknown>;
type Detail = subscriptionsContract.SubscriptionDetail;

/** A stored row as the contract's detail, with the list row's names of the same fields beside them. */
export function subscriptionOf(row: Row): Detail & subscriptionsContract.SubscriptionRow {
  const details = JSON.parse(String(row.details)) as SubscriptionDetails;
  return {
    subscriptionId: Number(row.id),
    subscriptionType: String(row.type),
    storeOrderId: String(row.store_order_id),
    id: Number(row.id),
    type: String(row.type),
    status: Number(row.status),
    deviceId: String(row.device_id),
    userId: String(row.user_id),
    emailAddress: String(row.email_address),
    ...details,
    startDate: String(row.start_date),
    expiryDate: row.expiry_date === null ? null : String(row.expiry_date),
    autoRenewing: Number(row.auto_renewing) === 1,
    platform: String(row.platform) as Detail['platform'],
    createDate: String(row.created_at),
    updateDate: String(row.updated_at),
    reTryRequired: Number(row.retry_required) === 1,
    migratedProUser: Number(row.migrated_pro_user) === 1,
  };
}

/**
 * `user/subscription`: the list of one app's subscriptions with its searches (a user id exactly, an
 * e-mail address or a store order id by part), one subscription, and its receipt as a PDF.
 */
export function registerSubscriptionCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(app, ctx, subscriptions, {
    table: 'subscriptions',
    keywordColumns: [],
    orderColumn: 'updated_at',
    filterColumns: {
      appName: 'app_name',
      userId: 'user_id',
      storeOrderId: { column: 'store_order_id', contains: true },
      emailAddress: { column: 'email_address', contains: true },
      playStoreOrderId: { column: 'play_store_order_id', contains: true },
      appleStoreOrderId: { column: 'apple_store_order_id', contains: true },
    },
    toRecord: subscriptionOf,
    // The panel writes no subscription: the resource declares no create or update.
    toColumns: () => ({}),
  });

  registerCall(app, ctx, subscriptionReceipt, async ({ query, reply }) => {
    const row = await ctx.db.selectFrom('subscriptions').selectAll().where('id', '=', query.id).executeTakeFirst();
    if (!row) throw notFound(M.notFound);
    const pdf = await receiptPdf(subscriptionOf(row as unknown as Row), ctx.now());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${receiptFileName(query.id)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
