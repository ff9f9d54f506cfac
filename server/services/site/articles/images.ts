import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { siteContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { sendError } from '../../../http/error-handler';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { readMultipartForm } from '../../../http/multipart-form';
import { registerCall } from '../../../http/route';
import { validate } from '../../../http/validation';
import { recordChange } from '../../../resources/record-history';
import { sendResourceFile } from '../../../resources/resource-files';
import { bytesMatchType, normaliseContentType } from '../../uploads/file-types';
import { pictureRefusal } from '../../uploads/picture-size';
import { findArticle } from './records';

const { ARTICLE_IMAGES, ARTICLE_IMAGE_PART, ARTICLE_IMAGE_TYPES, ARTICLE_MESSAGES: M, articleImageFields, articles } = siteContract;

/** Where each picture is kept: its key and type columns' prefix, and the column of the name it was uploaded with. */
const COLUMNS = {
  thumbnail: { prefix: 'thumbnail', name: 'image_name', field: 'imageName' },
  titleCover: { prefix: 'cover', name: 'title_image', field: 'titleImage' },
} as const;

/** The two picture uploads (after the article's save returned its postId) and the two calls answering their bytes. */
export function registerArticleImageCalls(app: FastifyInstance, ctx: ServerContext): void {
  for (const [kind, image] of Object.entries(ARTICLE_IMAGES) as [siteContract.ArticleImageKind, (typeof ARTICLE_IMAGES)[siteContract.ArticleImageKind]][]) {
    const columns = COLUMNS[kind];
    registerCall(app, ctx, image.view, async ({ params, reply }) => {
      const row = await ctx.db.selectFrom('blog_posts').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!row) throw notFound(M.notFound);
      return sendResourceFile(ctx, reply, row, columns.prefix, image.required);
    });
  }

  // Only the uploads read multipart bodies, so the parser lives in a scope of their own.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    scope.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, M.notMultipart);
      throw error;
    });
    for (const [kind, image] of Object.entries(ARTICLE_IMAGES) as [siteContract.ArticleImageKind, (typeof ARTICLE_IMAGES)[siteContract.ArticleImageKind]][]) {
      const columns = COLUMNS[kind];
      registerCall(scope, ctx, image.upload, async ({ request, session }) => {
        const form = await readMultipartForm(request, {
          fileField: ARTICLE_IMAGE_PART,
          fieldNames: ['postId'],
          maxFileBytes: image.maxBytes,
          messages: { tooLarge: image.tooLarge, notMultipart: M.notMultipart, unreadable: M.unreadableForm, tooManyParts: M.tooManyParts },
        });
        const { postId } = validate(articleImageFields, form.fields);
        const file = form.file;
        if (!file || file.bytes.length === 0) throw badRequest(image.required, { [ARTICLE_IMAGE_PART]: image.required });
        if (file.bytes.length > image.maxBytes) throw new HttpError(413, image.tooLarge, { fields: { [ARTICLE_IMAGE_PART]: image.tooLarge } });
        const type = normaliseContentType(file.contentType);
        if (!(ARTICLE_IMAGE_TYPES as readonly string[]).includes(type) || !bytesMatchType(file.bytes, type, file.fileName)) {
          throw new HttpError(415, M.imageType, { fields: { [ARTICLE_IMAGE_PART]: M.imageType } });
        }
        const tooManyPixels = pictureRefusal(file.bytes, type, M.imageType, ARTICLE_IMAGE_PART);
        if (tooManyPixels) throw tooManyPixels;
        const before = await findArticle(ctx.db, postId);
        const key = ctx.storage.newKeyIn('article');
        await ctx.storage.write(key, file.bytes);
        const now = ctx.now();
        const fileName = file.fileName.slice(0, 200);
        await ctx.db
          .updateTable('blog_posts')
          .set({ [`${columns.prefix}_key`]: key, [`${columns.prefix}_type`]: type, [columns.name]: fileName, updated_at: new Date(now).toISOString() })
          .where('id', '=', postId)
          .execute();
        await recordChange(ctx.db, {
          resource: articles.name,
          recordId: postId,
          action: 'updated',
          session,
          at: now,
          before: { [columns.field]: before[columns.field] },
          after: { [columns.field]: fileName },
        });
        return { success: true, message: M.imageUploaded, data: await findArticle(ctx.db, postId) };
      });
    }
  });
}
