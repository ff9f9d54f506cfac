import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { siteContract, uploadsContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { sendError } from '../../../http/error-handler';
import { badRequest, HttpError } from '../../../http/errors';
import { readMultipartForm } from '../../../http/multipart-form';
import { registerCall } from '../../../http/route';
import { validate } from '../../../http/validation';
import { recordChange } from '../../../resources/record-history';
import { bytesMatchType, normaliseContentType } from '../../uploads/file-types';
import { pictureRefusal } from '../../uploads/picture-size';
import { claimPublicFile, findPublicFile, recentPublicFileRows, releasePublicFile, toPublicFile } from './store';

const {
  PUBLIC_FILE_MESSAGES: MESSAGES,
  PUBLIC_FILE_RULE,
  PUBLIC_FILE_TYPES,
  PUBLIC_FILE_TOO_LARGE,
  PUBLIC_FILES_PATH,
  PUBLIC_FILE_PART,
  RECENT_PUBLIC_FILES,
  keyFitsType,
  publicFileExists,
  publicFileFields,
  putPublicFile,
  recentPublicFiles,
} = siteContract;

/** The history's name for these records. */
export const PUBLIC_FILE_RESOURCE = 'public-file';

/** `if-drive`: the existence check, the upload and the recent files of public-files. */
export function registerPublicFileCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, publicFileExists, async ({ query }) => (await findPublicFile(ctx.db, query.key)) !== undefined);

  registerCall(app, ctx, recentPublicFiles, async () => ({
    content: (await recentPublicFileRows(ctx.db, RECENT_PUBLIC_FILES)).map((row) => toPublicFile(row, ctx.publicOrigin)),
  }));

  // Only the upload reads multipart bodies, so the parser lives in a scope of its own.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    scope.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, MESSAGES.notMultipart);
      throw error; // the application's handler words the rest
    });
    registerUpload(scope, ctx);
  });
}

function registerUpload(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, putPublicFile, async ({ request, session }) => {
    const form = await readMultipartForm(request, {
      fileField: PUBLIC_FILE_PART,
      fieldNames: ['path', 'key'],
      maxFileBytes: PUBLIC_FILE_RULE.maxBytes,
      messages: {
        tooLarge: PUBLIC_FILE_TOO_LARGE,
        notMultipart: MESSAGES.notMultipart,
        unreadable: MESSAGES.unreadableForm,
        tooManyParts: MESSAGES.tooManyParts,
      },
    });
    const { key } = validate(publicFileFields, form.fields);
    const file = form.file;
    if (!file) throw badRequest(MESSAGES.noFile, { [PUBLIC_FILE_PART]: MESSAGES.noFile });
    if (file.bytes.length === 0) throw badRequest('The file is empty.');
    const contentType = normaliseContentType(file.contentType);
    if (!PUBLIC_FILE_TYPES.includes(contentType) || !bytesMatchType(file.bytes, contentType, key)) {
      throw new HttpError(415, uploadsContract.FILE_TYPE_NOT_ALLOWED);
    }
    const picture = pictureRefusal(file.bytes, contentType, uploadsContract.FILE_TYPE_NOT_ALLOWED, PUBLIC_FILE_PART);
    if (picture) throw picture;
    if (!keyFitsType(key, contentType)) throw badRequest(MESSAGES.extensionMismatch, { key: MESSAGES.extensionMismatch });

    // The name is claimed before the bytes are written: of two uploads of one name, one gets it.
    const uploadedAt = new Date(ctx.now()).toISOString();
    const row = {
      key,
      storage_key: ctx.storage.newKeyIn(PUBLIC_FILES_PATH),
      content_type: contentType,
      size: file.bytes.length,
      uploaded_by: session.userId,
      uploaded_at: uploadedAt,
    };
    const id = await claimPublicFile(ctx.db, row);
    if (id === undefined) throw new HttpError(409, MESSAGES.exists, { fields: { key: MESSAGES.exists } });
    try {
      await ctx.storage.write(row.storage_key, file.bytes);
    } catch (error) {
      await releasePublicFile(ctx.db, id);
      throw error;
    }
    await recordChange(ctx.db, {
      resource: PUBLIC_FILE_RESOURCE,
      recordId: id,
      action: 'created',
      session,
      at: ctx.now(),
      before: null,
      after: { key, contentType, size: row.size },
    });
    return { success: true as const, message: MESSAGES.uploaded, data: toPublicFile({ ...row, id, fullname: session.fullname }, ctx.publicOrigin) };
  });
}
