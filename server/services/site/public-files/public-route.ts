import type { FastifyPluginAsync } from 'fastify';
import { siteContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { notFound } from '../../../http/errors';
import { sendStoredFile } from '../../uploads/storage-routes';
import { findPublicFile } from './store';

const NO_SUCH_FILE = 'This file does not exist.';

/**
 * `/public-files/<name>`: each published file, open to anyone without signing in (the content site
 * links to it), with the type its bytes were checked as and a day of caching, since a name is never
 * given to other bytes.
 */
export const publicFileRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get<{ Params: { key: string } }>('/:key', async (request, reply) => {
    const key = siteContract.publicFileKey.safeParse(request.params.key);
    const row = key.success ? await findPublicFile(ctx.db, key.data) : undefined;
    if (!row) throw notFound(NO_SUCH_FILE);
    return sendStoredFile(ctx, request, reply, { image_key: row.storage_key, content_type: row.content_type, file_name: row.key }, false);
  });
};
