import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * Blog articles: the text, the publish flag, a blog category, an author (a staff user) and two pictures
 * (thumbnail and title cover) kept in the file store by key, empty until uploaded; the tags an article
 * carries; and a view adding the category's and the author's names, which the list shows and searches.
 */
export const blogPosts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('blog_posts')
      .$call(idColumn(db))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('author_id', 'integer', (c) => c.notNull())
      .addColumn('image_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('thumbnail_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('thumbnail_type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('title_image', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cover_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cover_type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('publish_date', 'text')
      .execute();
    await db.schema.createIndex('blog_posts_updated').on('blog_posts').column('updated_at').execute();
    await db.schema
      .createTable('blog_post_tags')
      .addColumn('post_id', 'integer', (c) => c.notNull())
      .addColumn('tag_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('blog_post_tags_key', ['post_id', 'tag_id'])
      .execute();
    await sql`
      create view blog_posts_view as
      select blog_posts.*, coalesce(blog_categories.name, '') as category_name, coalesce(users.fullname, '') as author_name
      from blog_posts
      left join blog_categories on blog_categories.id = blog_posts.category_id
      left join users on users.id = blog_posts.author_id`.execute(db);
  },
};
