import { siteContract } from '@/shared/api/contract';
import type { Db } from '../../../db/database';
import { notFound } from '../../../http/errors';
import { tagsOfPosts } from './store';

type Row = Record<string, unknown>;

/** An article row of `blog_posts_view` as the contract has it, before its tags are added. */
export function articleOf(row: Row): siteContract.Article {
  return {
    postId: Number(row.id),
    title: String(row.title),
    slug: String(row.slug),
    description: String(row.description),
    body: String(row.body),
    status: Number(row.status) === 1 ? 1 : 0,
    categoryId: Number(row.category_id),
    authorId: Number(row.author_id),
    authorName: String(row.author_name ?? ''),
    imageName: String(row.image_name),
    titleImage: String(row.title_image),
    createDate: String(row.created_at),
    updateDate: String(row.updated_at),
    publishDate: row.publish_date === null || row.publish_date === undefined ? null : String(row.publish_date),
    tags: [],
    category: { categoryId: Number(row.category_id), name: String(row.category_name ?? '') },
    timeElapsed: 0,
  };
}

/** Adds each article's tags. */
export async function withTags(db: Db, records: Row[]): Promise<Row[]> {
  const tags = await tagsOfPosts(db, records.map((record) => Number(record.postId)));
  return records.map((record) => ({ ...record, tags: tags.get(Number(record.postId)) ?? [] }));
}

/** The article `postId` as the contract has it, tags included; 404 when there is none. */
export async function findArticle(db: Db, postId: number): Promise<siteContract.Article> {
  const row = await db.selectFrom('blog_posts_view').selectAll().where('id', '=', postId).executeTakeFirst();
  if (!row) throw notFound(siteContract.ARTICLE_MESSAGES.notFound);
  const [record] = await withTags(db, [articleOf(row)]);
  return record as siteContract.Article;
}
