import type { FastifyInstance } from 'fastify';
import { uploadsContract } from '@/shared/api/contract';
import { can } from '@/shared/lib/permissions';
import type { ServerContext } from '../../context';
import { forbidden } from '../../http/errors';
import { registerCall } from '../../http/route';

const { presignedUrl, UPLOAD_RULES, UPLOAD_BITS } = uploadsContract;

/** GET presignedurl: records the coming upload and hands out a signed PUT link for it. */
export function registerPresignedUrl(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, presignedUrl, async ({ query, session }) => {
    const rule = UPLOAD_RULES[query.fileCategory];
    if (!UPLOAD_BITS.some((bit) => can(session.permissions, rule.point, bit))) throw forbidden();

    const imageKey = ctx.storage.newKey(query.fileCategory);
    await ctx.db
      .insertInto('uploads')
      .values({
        image_key: imageKey,
        category: query.fileCategory,
        file_name: query.fileName,
        content_type: '',
        size: 0,
        uploaded_by: session.userId,
        created_at: new Date(ctx.now()).toISOString(),
        stored: 0,
      })
      .execute();
    return { url: await ctx.storage.uploadUrl(ctx.publicOrigin, imageKey), imageKey };
  });
}
