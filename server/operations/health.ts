import { access, constants } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SERVER_MESSAGES } from '@/shared/api/contract';
import type { ServerContext } from '../context';
import { isFullyMigrated } from '../db/migrations';
import { sendError } from '../http/error-handler';
import { LocalStorage } from '../services/uploads';

/** How long readiness waits for the database and the storage before it answers 503. */
const CHECK_TIMEOUT_MS = 2000;
/** A key no file has: asking for its size reaches a bucket without reading anything. */
const PROBE_KEY = 'readiness-probe/00000000-0000-0000-0000-000000000000';

/** Whether the server is still taking requests: false from the moment shutdown begins. */
export interface Readiness {
  draining: boolean;
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function storageReachable(ctx: ServerContext): Promise<void> {
  if (ctx.storage instanceof LocalStorage) await access(ctx.storage.dir, constants.R_OK | constants.W_OK);
  else await ctx.storage.size(PROBE_KEY);
}

/**
 * `/healthz`: the process answers (no database call). `/readyz`: the database answers, every migration
 * has run and the storage is reachable, and shutdown has not begun; 503 otherwise. Neither needs a
 * sign-in, and neither says more than ready or not: no version, no error text, no host.
 */
export function healthRoutes(app: FastifyInstance, ctx: ServerContext, readiness: Readiness): void {
  let migrated = false;
  // Both answer even under overload: a busy process is alive, and taking every busy replica out would leave none.
  const config = { pressureHandler: () => undefined };
  app.get('/healthz', { config }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { config }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      if (readiness.draining) throw new Error('shutting down');
      await withinTimeout(
        (async () => {
          await sql`select 1`.execute(ctx.db);
          migrated ||= await isFullyMigrated(ctx.db);
          if (!migrated) throw new Error('migrations pending');
          await storageReachable(ctx);
        })(),
      );
    } catch (error) {
      request.log.warn({ reason: (error as Error).message }, 'Not ready');
      return sendError(reply, 503, SERVER_MESSAGES['http.notReady']);
    }
    return { status: 'ready' };
  });
}
