import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`;

/**
 * Discussion posts and their comments, with the indexes a list of ten thousand needs: newest first, most
 * reported first, by group, by author, and a post's comments. Views add the author's name, the group's
 * name and the comment count (to a post) or the post's message (to a comment), which the lists read.
 */
export const discussions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('community_posts')
      .$call(idColumn(db))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('group_id', 'integer', (c) => c.notNull().references('community_groups.id'))
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('media_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('trend', 'integer', (c) => c.notNull().defaultTo(0).check(flag('trend')))
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0).check(flag('hidden')))
      .addColumn('soft_delete', 'integer', (c) => c.notNull().defaultTo(0).check(flag('soft_delete')))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('type_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('community_posts_created').on('community_posts').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('community_posts_reported').on('community_posts').columns(['report_count', 'id']).execute();
    await db.schema.createIndex('community_posts_group').on('community_posts').columns(['group_id', 'created_at']).execute();
    await db.schema.createIndex('community_posts_user').on('community_posts').column('user_id').execute();

    await db.schema
      .createTable('community_comments')
      .$call(idColumn(db))
      .addColumn('post_id', 'integer', (c) => c.notNull().references('community_posts.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0).check(flag('hidden')))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('community_comments_post').on('community_comments').columns(['post_id', 'created_at']).execute();
    await db.schema.createIndex('community_comments_created').on('community_comments').columns(['created_at', 'id']).execute();

    await sql`
      create view community_posts_view as
      select community_posts.*, users.fullname as user_display_name, community_groups.name as group_name,
        (select count(*) from community_comments where community_comments.post_id = community_posts.id) as comment_count
      from community_posts
      inner join users on users.id = community_posts.user_id
      inner join community_groups on community_groups.id = community_posts.group_id`.execute(db);
    await sql`
      create view community_comments_view as
      select community_comments.*, users.fullname as user_display_name, community_posts.message as post_message
      from community_comments
      inner join users on users.id = community_comments.user_id
      inner join community_posts on community_posts.id = community_comments.post_id`.execute(db);
  },
};
