import type { FastifyInstance } from 'fastify';
import { siteContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../http/errors';
import { registerCall } from '../../../http/route';
import { registerResource } from '../../../resources/register-resource';
import { articleOf, withTags } from './records';
import { articleAuthors, tagsOfPosts } from './store';
import { storedRichText, type RichTextRules } from '../rich-text';
import { registerArticleImageCalls } from './images';
import { registerArticlePictureCalls } from './pictures';

const { articles, ARTICLE_MESSAGES: M } = siteContract;

/** How a body is kept: within the element caps, with pictures from this server's stored files only, and not over the length once sanitised. */
const bodyRules = (origin: string): RichTextRules => ({
  field: 'body',
  maxChars: siteContract.ARTICLE_LIMITS.bodyChars,
  origin,
  messages: { tooLong: M.bodyTooLong, tooComplex: M.bodyTooComplex, outsidePicture: M.bodyOutsidePicture },
});

/**
 * `blog-post`: the list (newest change first, searched by title, description, category and author),
 * find, save (answering the article with its postId), update, delete and history; the body's HTML is
 * sanitised on every write (see bodyRules). Then the form's pickers, the tags and the two pictures.
 */
export function registerArticleCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(app, ctx, articles, {
    table: 'blog_posts',
    readFrom: 'blog_posts_view',
    keywordColumns: ['title', 'description', 'category_name', 'author_name'],
    orderColumn: 'updated_at',
    sortColumns: { title: 'title', publishDate: 'publish_date' },
    toRecord: articleOf,
    complete: withTags,
    derivedFields: ['tags', 'category', 'authorName', 'timeElapsed', 'createDate', 'publishDate'],
    async check(db, input) {
      const category = await db.selectFrom('blog_categories').select('id').where('id', '=', input.categoryId).executeTakeFirst();
      if (!category) throw badRequest(M.categoryNotFound, { categoryId: M.categoryNotFound });
      if ((await articleAuthors(db, input.authorId)).length === 0) throw badRequest(M.authorNotFound, { authorId: M.authorNotFound });
    },
    toColumns: (input, { now, existing }) => {
      const at = new Date(now).toISOString();
      const firstPublished = input.status === 1 && !existing?.publish_date;
      return {
        title: input.title,
        // The slug is always the title's, whatever was sent (content-site §5: derived and read-only).
        slug: siteContract.slugOf(input.title),
        description: input.description,
        // Refused here, inside the save's transaction, with a 400 and the body's words.
        body: storedRichText(input.body, bodyRules(ctx.publicOrigin)),
        status: input.status,
        category_id: input.categoryId,
        author_id: input.authorId,
        updated_at: at,
        ...(existing === null && { created_at: at }),
        ...(firstPublished && { publish_date: at }),
      };
    },
  });

  registerCall(app, ctx, siteContract.articleCategories, async () => {
    const rows = await ctx.db.selectFrom('blog_categories').select(['id', 'name']).orderBy('name').execute();
    return rows.map((row) => ({ categoryId: Number(row.id), name: row.name }));
  });
  registerCall(app, ctx, siteContract.articleAuthors, async () => articleAuthors(ctx.db));

  registerArticleTagCalls(app, ctx);
  registerArticleImageCalls(app, ctx);
  registerArticlePictureCalls(app, ctx);
}

async function postMustExist(db: Db, postId: number): Promise<void> {
  const post = await db.selectFrom('blog_posts').select('id').where('id', '=', postId).executeTakeFirst();
  if (!post) throw notFound(M.notFound);
}

const tagsOf = async (db: Db, postId: number) => (await tagsOfPosts(db, [postId])).get(postId) ?? [];

/** add-tag, search-tags and remove-tag; remove-tag is sent form encoded (with its ids in the query). */
function registerArticleTagCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, siteContract.addArticleTag, async ({ query: { postId, tagId } }) => {
    await postMustExist(ctx.db, postId);
    const tag = await ctx.db.selectFrom('blog_tags').select('id').where('id', '=', tagId).executeTakeFirst();
    if (!tag) throw badRequest(M.tagNotFound, { tagId: M.tagNotFound });
    await ctx.db.insertInto('blog_post_tags').values({ post_id: postId, tag_id: tagId }).onConflict((c) => c.doNothing()).execute();
    return { success: true, message: M.tagAdded, data: await tagsOf(ctx.db, postId) };
  });

  registerCall(app, ctx, siteContract.searchArticleTags, async ({ query: { postId } }) => {
    await postMustExist(ctx.db, postId);
    return tagsOf(ctx.db, postId);
  });

  app.register(async (scope) => {
    // The spec sends this one form encoded; its ids are in the query, so the form's own fields are read and left.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(text))));
    });
    registerCall(scope, ctx, siteContract.removeArticleTag, async ({ query: { postId, tagId } }) => {
      await postMustExist(ctx.db, postId);
      await ctx.db.deleteFrom('blog_post_tags').where('post_id', '=', postId).where('tag_id', '=', tagId).execute();
      return { success: true, message: M.tagRemoved, data: await tagsOf(ctx.db, postId) };
    });
  });
}
