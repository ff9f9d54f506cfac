import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerSubscriptionCalls } from './subscriptions';

/** `/api/subscriptions`: the apps' subscriptions and their receipts. */
export const subscriptionsService: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  registerSubscriptionCalls(app, ctx);
};
