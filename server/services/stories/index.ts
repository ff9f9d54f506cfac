import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerPackageCalls } from './packages/packages';

/** `/api/stories`: video stories: videos, their sync from the video host, packages, video categories. */
export const storiesService: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  // Each part registers its calls here, one line each.
  registerPackageCalls(app, ctx);
};
