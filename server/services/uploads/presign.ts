import type { FastifyInstance } from 'fastify';
import { uploadsContract } from '@/shared/api/contract';
import { can } from '@/shared/lib/permissions';
import type { ServerContext } from '../../context';
import type { Session } from '../../security/sessions';
import { forbidden } from '../../http/errors';
import { registerCall } from '../../http/route';

const { presignedUrl, sitePresignedUrl, SITE_IMAGE_CATEGORIES, UPLOAD_RULES, UPLOAD_BITS } = uploadsContract;

/** Records a coming upload of `category` by the session's user and hands out a signed PUT link for it. */
async function presign(ctx: ServerContext, session: Session, category: uploadsContract.FileCategory, fileName: string) {
  const rule = UPLOAD_RULES[category];
  if (!UPLOAD_BITS.some((bit) => can(session.permissions, rule.point, bit))) throw forbidden();

  const imageKey = ctx.storage.newKey(category);
  await ctx.db
    .insertInto('uploads')
    .values({
      image_key: imageKey,
      category,
      file_name: fileName,
      content_type: '',
      size: 0,
      uploaded_by: session.userId,
      created_at: new Date(ctx.now()).toISOString(),
      stored: 0,
    })
    .execute();
  return { url: await ctx.storage.uploadUrl(ctx.publicOrigin, imageKey), imageKey };
}

/** GET presignedurl: records the coming upload and hands out a signed PUT link for it. */
export function registerPresignedUrl(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, presignedUrl, async ({ query, session }) => presign(ctx, session, query.fileCategory, query.fileName));
}

/** GET presigned-url of the site: the same flow, its categories named by the spec's numbers. */
export function registerSitePresignedUrl(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, sitePresignedUrl, async ({ query, session }) => presign(ctx, session, SITE_IMAGE_CATEGORIES[query.imageCategory], query.imageName));
}
