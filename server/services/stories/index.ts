import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerVideoCategoryCalls } from './video-categories/video-categories';
import { registerVideoSyncCalls } from './video-sync/video-sync';

/** `/api/stories`: video stories: videos, their sync from the video host, packages, video categories. */
export const storiesService: FastifyPluginAsync<{ ctx: ServerContext }> = async (_app, _options) => {
  // Each part registers its calls here, one line each.
  registerVideoCategoryCalls(_app, _options.ctx);
  registerVideoSyncCalls(_app, _options.ctx);
};
