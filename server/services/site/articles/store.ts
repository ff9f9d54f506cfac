import type { Generated } from 'kysely';
import { sql } from 'kysely';
import { PERMISSION_BITS, SECURITY_POINTS } from '@/shared/lib/permissions';
import type { siteContract } from '@/shared/api/contract';
import type { Db } from '../../../db/database';

/** An article as stored; its pictures are in the file store under `thumbnail_key` and `cover_key` (empty until uploaded). */
export interface BlogPostTable {
  id: Generated<number>;
  title: string;
  slug: string;
  description: string;
  body: string;
  status: number;
  category_id: number;
  author_id: number;
  image_name: string;
  thumbnail_key: string;
  thumbnail_type: string;
  title_image: string;
  cover_key: string;
  cover_type: string;
  created_at: string;
  updated_at: string;
  publish_date: string | null;
}

export interface BlogPostTagTable {
  post_id: number;
  tag_id: number;
}

declare module '../../../db/schema' {
  interface Database {
    blog_posts: BlogPostTable;
    blog_post_tags: BlogPostTagTable;
    blog_posts_view: BlogPostTable & { category_name: string; author_name: string };
  }
}

const ARTICLES_POINT_ID = SECURITY_POINTS.find((point) => point.key === 'ARTICLES')!.id;

/** The tags of each of `postIds`, by post, in name order. */
export async function tagsOfPosts(db: Db, postIds: readonly number[]): Promise<Map<number, siteContract.ArticleTag[]>> {
  const byPost = new Map<number, siteContract.ArticleTag[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('blog_post_tags')
    .innerJoin('blog_tags', 'blog_tags.id', 'blog_post_tags.tag_id')
    .select(['blog_post_tags.post_id', 'blog_tags.id', 'blog_tags.name'])
    .where('blog_post_tags.post_id', 'in', postIds)
    .orderBy('blog_tags.name')
    .execute();
  for (const row of rows) byPost.get(Number(row.post_id))?.push({ tagId: Number(row.id), name: row.name });
  return byPost;
}

/** The staff who may be named as an article's author: active users whose profile may add articles. */
export async function articleAuthors(db: Db, onlyId?: number): Promise<siteContract.ArticleAuthor[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('security_groups', 'security_groups.id', 'users.group_id')
    .innerJoin('profile_permissions', 'profile_permissions.profile_id', 'security_groups.profile_id')
    .select(['users.id', 'users.fullname'])
    .where('profile_permissions.point_id', '=', ARTICLES_POINT_ID)
    .where(sql<boolean>`(profile_permissions.value & ${PERMISSION_BITS.add}) <> 0`)
    .where('users.status', '=', 1)
    .$if(onlyId !== undefined, (query) => query.where('users.id', '=', onlyId!))
    .orderBy('users.fullname')
    .execute();
  return rows.map((row) => ({ authorId: Number(row.id), name: row.fullname }));
}
