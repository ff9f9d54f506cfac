import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { SERVER_MESSAGES } from '@/shared/api/contract';
import type { ServerContext } from '../context';
import { poolUse } from '../db/database';
import { sendError } from '../http/error-handler';

/** What the services report to the metrics; does nothing while metrics are off. */
export interface OperationalMetrics {
  /** A sign-in refused by the throttle (too many failed attempts). */
  signInRefused(): void;
}

export const NO_METRICS: OperationalMetrics = { signInRefused: () => undefined };

/** The route a request matched, as declared (`/api/site/tags/:id`), never the address it named. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/** Compares the presented token with the configured one in time that does not depend on where they differ. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * `/metrics` in Prometheus's text format, behind `Authorization: Bearer <token>`: requests by route
 * and status with their duration, the PostgreSQL pool's use, background jobs, sign-ins refused by the
 * throttle and the process's own figures. Each server keeps its own registry.
 */
export function installMetrics(app: FastifyInstance, ctx: ServerContext, token: string): OperationalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route pattern and status.', labelNames, registers: [registry] });
  const durations = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer a request, by route pattern and status.', labelNames, registers: [registry] });
  const signInRefusals = new Counter({ name: 'sign_in_throttle_refusals_total', help: 'Sign-ins refused because of too many failed attempts.', registers: [registry] });

  if (poolUse(ctx.db)) {
    const pool = () => poolUse(ctx.db)!;
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({ name, help, registers: [registry], collect() { this.set(read()); } });
    poolGauge('db_pool_connections', 'PostgreSQL connections open in the pool.', () => pool().total);
    poolGauge('db_pool_connections_idle', 'PostgreSQL connections open and idle.', () => pool().idle);
    poolGauge('db_pool_waiting_queries', 'Queries waiting for a free connection.', () => pool().waiting);
    poolGauge('db_pool_connections_max', 'The most connections the pool opens.', () => pool().max);
  }

  new Gauge({
    name: 'background_jobs',
    help: 'Background jobs by kind and state (queued, running, failed), as the job runner knows them.',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { kind, queued, running, failed } of await ctx.jobs.counts().catch(() => [])) {
        this.set({ kind, state: 'queued' }, queued);
        this.set({ kind, state: 'running' }, running);
        this.set({ kind, state: 'failed' }, failed);
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { pressureHandler: () => undefined } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) {
      return sendError(reply, 401, SERVER_MESSAGES['http.metricsTokenRequired'], { headers: { 'www-authenticate': 'Bearer' } });
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });

  return { signInRefused: () => signInRefusals.inc() };
}
