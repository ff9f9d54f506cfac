import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { uploadsContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import { sendError } from '../../http/error-handler';
import { forbidden, HttpError, notFound } from '../../http/errors';
import type { UploadRow } from '../../db/schema';
import { checkUploadedFile } from './confirm';
import { downloadName } from './file-types';
import { ObjectStorage } from './object-storage';
import { isLinkUsed, markLinkUsed, releaseLink, type UploadLink } from './used-links';

const { UPLOAD_RULES, fileCategory, fileTooLargeMessage, UPLOAD_LINK_EXPIRED, UPLOAD_LINK_USED } = uploadsContract;
type FileCategory = uploadsContract.FileCategory;

const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));
const PRIVATE_FILE = 'This file is private; open it through a signed link.';

interface Signed {
  expires?: string;
  signature?: string;
}

/** The category of each upload in flight, so a too-large body can be refused with the category's limit. */
const uploadCategory = new WeakMap<FastifyRequest, FileCategory>();

function keyOf(request: FastifyRequest): string {
  const key = (request.params as { '*': string })['*'];
  if (!ObjectStorage.isKey(key)) throw notFound('This file does not exist.');
  return key;
}

/** The upload link a PUT came through; its signature has been checked before. */
const linkOf = (request: FastifyRequest<{ Querystring: Signed }>): UploadLink => ({
  key: keyOf(request),
  expires: Number(request.query.expires),
});

async function findUpload(ctx: ServerContext, key: string): Promise<UploadRow & { category: FileCategory }> {
  const row = await ctx.db.selectFrom('uploads').selectAll().where('image_key', '=', key).executeTakeFirst();
  const category = fileCategory.safeParse(row?.category);
  if (!row || !category.success) throw notFound('This file does not exist.');
  return { ...row, category: category.data };
}

/**
 * `/api/storage`: the target of signed upload links (PUT of the raw bytes, like an object store)
 * and the file server (public categories openly, private ones only with a signed link).
 */
export const storageRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  // Uploads are raw bytes of any declared type; the handler decides what it accepts.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LARGEST_UPLOAD }, (_request, body, done) => {
    done(null, body);
  });

  app.setErrorHandler((error: HttpError | (Error & { code?: string; statusCode?: number }), request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.status, error.message, error.extra);
    const category = uploadCategory.get(request);
    if ('code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && category) {
      return sendError(reply, 413, fileTooLargeMessage(category));
    }
    throw error; // the application's handler words the rest
  });

  app.put<{ Querystring: Signed }>('/upload/*', {
    bodyLimit: LARGEST_UPLOAD,
    // Refuse bad links and oversized files before reading the body.
    preParsing: async (request, _reply, payload) => {
      const key = keyOf(request);
      const verdict = ctx.storage.check('upload', key, request.query.expires, request.query.signature);
      if (verdict === 'expired') throw forbidden(UPLOAD_LINK_EXPIRED);
      if (verdict === 'invalid') throw forbidden('This upload link is not valid.');
      if (await isLinkUsed(ctx.db, linkOf(request))) throw forbidden(UPLOAD_LINK_USED);
      const upload = await findUpload(ctx, key);
      uploadCategory.set(request, upload.category);
      const declared = Number(request.headers['content-length']);
      if (declared > UPLOAD_RULES[upload.category].maxBytes) throw new HttpError(413, fileTooLargeMessage(upload.category));
      return payload;
    },
    handler: async (request, reply) => {
      const key = keyOf(request);
      const upload = await findUpload(ctx, key);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const verdict = checkUploadedFile(upload.category, {
        size: bytes.length,
        declaredType: request.headers['content-type'] ?? '',
        leading: bytes,
        fileName: upload.file_name,
      });
      if ('refusal' in verdict) throw verdict.refusal;
      const { contentType } = verdict;
      // Only a file that passed the checks spends the link; of two racing requests, one stores it.
      const link = linkOf(request);
      if (!(await markLinkUsed(ctx.db, link, new Date(ctx.now()).toISOString()))) throw forbidden(UPLOAD_LINK_USED);
      try {
        await ctx.storage.write(key, bytes);
      } catch (error) {
        await releaseLink(ctx.db, link);
        throw error;
      }
      await ctx.db
        .updateTable('uploads')
        .set({ content_type: contentType, size: bytes.length, stored: 1 })
        .where('image_key', '=', key)
        .execute();
      return reply.send({ success: true });
    },
  });

  app.get<{ Querystring: Signed }>('/files/*', async (request, reply) => {
    const key = keyOf(request);
    const upload = await findUpload(ctx, key);
    if (!upload.stored) throw notFound('This file does not exist.');
    const isPrivate = UPLOAD_RULES[upload.category].private;
    if (isPrivate) {
      const verdict = ctx.storage.check('read', key, request.query.expires, request.query.signature);
      if (verdict !== 'valid') throw forbidden(verdict === 'expired' ? 'This link has expired.' : PRIVATE_FILE);
    }
    return sendStoredFile(ctx, request, reply, upload, isPrivate);
  });
};

/**
 * Sends a stored file, honouring a single `Range: bytes=a-b` so audio can seek. A store that serves
 * files itself gets the reader redirected to a short-lived link with the same headers.
 */
export async function sendStoredFile(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  upload: Pick<UploadRow, 'image_key' | 'content_type' | 'file_name'>,
  isPrivate: boolean,
) {
  const inline = /^(image|audio)\//.test(upload.content_type);
  const headers = {
    contentType: upload.content_type,
    contentDisposition: `${inline ? 'inline' : 'attachment'}; filename="${downloadName(upload.file_name, upload.content_type)}"`,
    cacheControl: isPrivate ? 'private, max-age=3600' : 'public, max-age=86400',
  };
  const direct = await ctx.storage.directReadUrl(upload.image_key, headers);
  if (direct) {
    // The link stays valid for at least an hour; the redirect is kept for less so it never outlives it.
    return reply.code(302).header('location', direct).header('cache-control', 'private, max-age=600').send();
  }

  const size = await ctx.storage.size(upload.image_key);
  if (size === undefined) throw notFound('This file does not exist.');
  reply
    .header('content-type', headers.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('cache-control', headers.cacheControl)
    .header('content-disposition', headers.contentDisposition);

  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1)
      .send(await ctx.storage.openRead(upload.image_key, { start, end }));
  }
  return reply.header('content-length', size).send(await ctx.storage.openRead(upload.image_key));
}
