import type { FastifyInstance } from 'fastify';
import { shopContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { conflict, notFound } from '../../../http/errors';
import { registerCall } from '../../../http/route';
import { isUniqueViolation } from '../../../db/unique-violation';
import { samplePicture } from '../sample-stores/catalogue';
import { SAMPLE_PICTURE_ROUTE, SampleStoreServer } from '../sample-stores/sample-server';
import { readStoreAccess } from '../vendors';
import { fetchEcwidProfile } from './connectors/ecwid';
import { fetchShopifyShop } from './connectors/shopify';
import { StoreRefusal } from './connectors/store-http';
import { givenUpSync, PRODUCT_SYNC_JOB, runProductSync, sampleOriginFor, type SyncJob } from './run-sync';
import type { Selectable } from 'kysely';
import type { ProductSyncLogTable } from './table';

const { startProductSync, productSyncLogs, syncStoreInfo, storeRefusedMessage, PRODUCT_SYNC_MESSAGES: M, VENDOR_MESSAGES } = shopContract;

const toLog = (row: Selectable<ProductSyncLogTable>): shopContract.ProductSyncLog => ({
  id: Number(row.id),
  vendorId: Number(row.vendor_id),
  status: row.status,
  failureMessage: row.failure_message,
  productsFetched: Number(row.products_fetched),
  tries: Number(row.tries),
  syncStartedAt: row.sync_started_at,
  syncCompletedAt: row.sync_completed_at,
  createdAt: row.created_at,
});

/**
 * `product-sync-log`: starting a vendor's store sync (queued as a background job: it runs once, on
 * whichever replica takes it) and the list of its runs. With the sample stores on, also their pictures.
 */
export function registerStoreSyncCalls(app: FastifyInstance, ctx: ServerContext): void {
  const samples = new SampleStoreServer(() => ctx.publicOrigin);
  // The sample stores close only once no sync still reads them.
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await samples.close();
  });
  ctx.jobs.define<SyncJob>({
    name: PRODUCT_SYNC_JOB,
    run: (job) => runProductSync(ctx, samples, job),
    givenUp: async (job) => void (await givenUpSync(ctx, job)),
    // A 1,000-product store syncs in well under a minute; a run silent for 10 is taken as lost with its server.
    expireInSeconds: 600,
    retryLimit: 2,
    retryDelaySeconds: 5,
  });
  // This process's runner keeps no queue across restarts: the runs it had not finished are queued again.
  if (!ctx.jobs.durable) {
    app.addHook('onReady', async () => {
      const unfinished = await ctx.db.selectFrom('product_sync_logs').select('id').where('status', 'in', shopContract.UNFINISHED_SYNC_STATUSES).execute();
      for (const { id } of unfinished) await ctx.jobs.send(PRODUCT_SYNC_JOB, { logId: Number(id) });
    });
  }

  registerCall(app, ctx, startProductSync, async ({ params }) => {
    const vendor = await ctx.db.selectFrom('vendors').select(['id', 'is_active']).where('id', '=', params.id).executeTakeFirst();
    if (!vendor) throw notFound(VENDOR_MESSAGES.notFound);
    if (Number(vendor.is_active) !== 1) throw conflict(M.vendorInactive);
    const row = await ctx.db
      .insertInto('product_sync_logs')
      .values({ vendor_id: params.id, status: 'PENDING', products_fetched: 0, tries: 0, created_at: new Date(ctx.now()).toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(M.alreadyRunning);
        throw error;
      });
    await ctx.jobs.send(PRODUCT_SYNC_JOB, { logId: Number(row.id) });
    return { success: true, message: M.started, data: toLog(row) };
  });

  registerCall(app, ctx, productSyncLogs, async ({ body }) => {
    const { vendorId, pageNumber, pageSize, descending } = body;
    const vendor = await ctx.db.selectFrom('vendors').select('id').where('id', '=', vendorId).executeTakeFirst();
    if (!vendor) throw notFound(VENDOR_MESSAGES.notFound);
    const [counted, rows] = await Promise.all([
      ctx.db.selectFrom('product_sync_logs').select((eb) => eb.fn.countAll<number>().as('count')).where('vendor_id', '=', vendorId).executeTakeFirst(),
      ctx.db
        .selectFrom('product_sync_logs')
        .selectAll()
        .where('vendor_id', '=', vendorId)
        .orderBy('id', descending === false ? 'asc' : 'desc')
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize)
        .execute(),
    ]);
    const totalRecords = Number(counted?.count ?? 0);
    return { content: rows.map(toLog), totalRecords, pageNumber, totalPages: Math.ceil(totalRecords / pageSize) };
  });

  // The store answers with its keys (its name and currency), or its refusal is the vendor's keys' fault.
  registerCall(app, ctx, syncStoreInfo, async ({ params }) => {
    const access = await readStoreAccess(ctx.db, ctx, params.id);
    const origin = await sampleOriginFor(access, ctx, samples);
    try {
      const data = access.storeType === 'SHOPIFY' ? await fetchShopifyShop(access, origin) : await fetchEcwidProfile(access, origin);
      return { success: true, message: M.storeAnswered, data };
    } catch (error) {
      if (error instanceof StoreRefusal) throw conflict(storeRefusedMessage(error.message));
      throw error;
    }
  });

  if (ctx.sampleStores) {
    app.get<{ Params: { name: string } }>(`${SAMPLE_PICTURE_ROUTE}/:name`, async (request, reply) => {
      const picture = samplePicture(request.params.name);
      if (picture.length === 0) throw notFound('This file does not exist.');
      return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400').send(picture);
    });
  }
}
