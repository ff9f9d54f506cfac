import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerVideoCategoryCalls } from './video-categories/video-categories';
import { registerVideoSyncCalls } from './video-sync/video-sync';
import { registerVideoCalls } from './videos';
import { registerPackageCalls } from './packages/packages';

/** `/api/stories`: video stories: videos, their sync from the video host, packages, video categories. */
export const storiesService: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  // Each part registers its calls here, one line each.
  registerVideoCategoryCalls(app, ctx);
  registerVideoSyncCalls(app, ctx);
  registerVideoCalls(app, ctx);
  registerPackageCalls(app, ctx);
};
