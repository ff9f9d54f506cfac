import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { SERVICES, type Service } from '@/shared/config';
import type { ServerContext } from './context';
import type { Db } from './db/database';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { installMessageCodes } from './http/message-codes';
import { DEFAULT_PASSWORD_COST } from './lib/password';
import { openApiDocument } from './http/openapi';
import { serveStaticFolders } from './http/static-files';
import { academyService } from './services/academy';
import { authService } from './services/auth';
import { premiumService } from './services/premium';
import { shopService } from './services/shop';
import { siteService } from './services/site';
import { storiesService } from './services/stories';
import { subscriptionsService } from './services/subscriptions';
import { LocalStorage, storageRoutes, type ObjectStorage } from './services/uploads';
import { publicFileRoutes } from './services/site/public-files/public-route';
import { jobRunnerFor } from './jobs';
import { healthRoutes, type Readiness } from './operations/health';
import { installMetrics, NO_METRICS } from './operations/metrics';
import { DEFAULT_OVERLOAD_LIMITS, refuseWhenOverloaded, type OverloadLimits } from './operations/overload';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness answers 503 from now on (shutdown has begun); requests are still answered. */
    beginShutdown(): void;
  }
}

export interface BuildAppOptions {
  db: Db;
  /** Where uploaded files are kept when no other `storage` is given. */
  storageDir: string;
  /** The object storage to use instead of the local folder (an S3-compatible bucket). */
  storage?: ObjectStorage;
  /** Signs upload and download links; keep it stable across restarts and replicas. */
  secret: string;
  logger?: FastifyServerOptions['logger'];
  /** The panel's public origin for every link the server hands out (reset mails, signed files); a function when known only once listening. */
  publicOrigin: string | (() => string);
  /** Epoch milliseconds; tests may move time. */
  now?: () => number;
  /** scrypt's cost N for password hashes (default 2^17; tests use less to stay fast). */
  passwordCost?: number;
  /** Write reset links to the log, for development without a mail transport (default off). */
  mailLinksInLog?: boolean;
  /** Extra wait per recent failed sign-in (default 200 ms, capped at 3 s). */
  failedLoginDelayMs?: number;
  /** The built panel and Storybook; default `dist/` and `storybook-static/` of the repository. */
  distDir?: string;
  storybookDir?: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (the sign-in throttle counts by
   * it): an address, a comma-separated list or CIDR ranges. Unset, the connection's own address counts.
   */
  trustProxy?: string;
  /** Origins of API services hosted elsewhere, which the panel's Content-Security-Policy lets it call. */
  apiOrigins?: string[];
  /** Whether the sample shops answer for their store names (default on; off in production unless asked). */
  sampleStores?: boolean;
  /** The video host's address and token (VIDEO_HOST_URL, VIDEO_HOST_TOKEN); unset, the sample host answers when `sampleStores` is on. */
  videoHost?: { baseUrl?: string; token?: string };
  /** Serve `/metrics`, behind `Authorization: Bearer <token>` (METRICS_TOKEN); unset, there is no `/metrics`. */
  metricsToken?: string;
  /** When to answer 503 instead of making requests wait; each limit defaults to DEFAULT_OVERLOAD_LIMITS's. */
  overload?: Partial<OverloadLimits>;
}

const repositoryFolder = (name: string) => fileURLToPath(new URL(`../${name}`, import.meta.url));

const SERVICE_PLUGINS: Record<Service, typeof authService> = {
  auth: authService,
  academy: academyService,
  site: siteService,
  shop: shopService,
  stories: storiesService,
  premium: premiumService,
  subscriptions: subscriptionsService,
};

/** The whole server as a Fastify instance: API services, signed storage, OpenAPI, the panel and Storybook. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const now = options.now ?? Date.now;
  const storage = options.storage ?? new LocalStorage(options.storageDir, options.secret, now);
  const ctx: ServerContext = {
    db: options.db,
    secret: options.secret,
    storage,
    now,
    get publicOrigin() {
      const origin = typeof options.publicOrigin === 'function' ? options.publicOrigin() : options.publicOrigin;
      return origin.replace(/\/$/, '');
    },
    passwordCost: options.passwordCost ?? DEFAULT_PASSWORD_COST,
    mailLinksInLog: options.mailLinksInLog ?? false,
    failedLoginDelayMs: options.failedLoginDelayMs ?? 200,
    calls: [],
    jobs: jobRunnerFor(options.db),
    sampleStores: options.sampleStores ?? true,
    videoHost: options.videoHost ?? {},
    metrics: NO_METRICS,
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // A request still arriving on a keep-alive connection while the server stops is answered (and its
    // connection closed after it, see beginShutdown) rather than refused in a shape of Fastify's own.
    return503OnClosing: false,
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
  });
  installErrorHandler(app);
  // Before every route, so that each is refused under overload unless it says otherwise.
  refuseWhenOverloaded(app, ctx.db, { ...DEFAULT_OVERLOAD_LIMITS, ...options.overload });
  const readiness: Readiness = { draining: false };
  app.decorate('beginShutdown', () => {
    readiness.draining = true;
  });
  // While shutting down, each answer closes its connection, so keep-alive clients come back through another replica.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) reply.header('connection', 'close');
  });
  healthRoutes(app, ctx, readiness);
  if (options.metricsToken) ctx.metrics = installMetrics(app, ctx, options.metricsToken);
  // Every service has declared its kinds of job by the time the server is ready.
  app.addHook('onReady', () => ctx.jobs.start());
  app.addHook('onClose', () => ctx.jobs.stop());
  installMessageCodes(app);
  installSecurityHeaders(app, options.apiOrigins, storage.directOrigin ? [storage.directOrigin] : []);

  for (const service of SERVICES) {
    app.register(SERVICE_PLUGINS[service], { prefix: `/api/${service}`, ctx });
  }
  app.register(storageRoutes, { prefix: '/api/storage', ctx });
  app.register(publicFileRoutes, { prefix: '/public-files', ctx });
  app.get('/api/docs', async () => openApiDocument(ctx.calls));

  serveStaticFolders(app, {
    distDir: options.distDir ?? repositoryFolder('dist'),
    storybookDir: options.storybookDir ?? repositoryFolder('storybook-static'),
  });
  return app;
}
