import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';

/** `/api/subscriptions`: subscriptions and receipts. No calls are served yet; unknown paths answer 404 JSON. */
export const subscriptionsService: FastifyPluginAsync<{ ctx: ServerContext }> = async (_app, _options) => {};
