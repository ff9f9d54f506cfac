import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerAthanPremiumCalls } from './athan-premium/athan-premium';

/** `/api/premium`: Athan premium codes. */
export const premiumService: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  registerAthanPremiumCalls(app, ctx);
};
