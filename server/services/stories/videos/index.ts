import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import { registerPackagePicks } from './package-picks';
import { registerVideoLookups } from './video-lookups';
import { registerVideoStats } from './video-stats';
import { registerVideoResource } from './videos';

export { videoListOrders } from './migration';

/** The videos section's calls: the video resource, its lookups, the stats download and the add-to-package picks. */
export function registerVideoCalls(app: FastifyInstance, ctx: ServerContext): void {
  // The stats path is registered before `video/:id` could be mistaken for it.
  registerVideoStats(app, ctx);
  registerVideoLookups(app, ctx);
  registerVideoResource(app, ctx);
  registerPackagePicks(app, ctx);
}
