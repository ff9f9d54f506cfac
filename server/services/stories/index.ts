import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';

/** `/api/stories`: video stories: videos, packages, video categories. No calls are served yet; unknown paths answer 404 JSON. */
export const storiesService: FastifyPluginAsync<{ ctx: ServerContext }> = async (_app, _options) => {};
