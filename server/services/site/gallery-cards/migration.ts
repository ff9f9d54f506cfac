import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * Gallery cards: a title, a description, a gallery category and two pictures (the card image and its
 * thumbnail), each kept in the file store by key with its content type; and a view adding the
 * category's title, which the list shows and searches.
 */
export const galleryCards: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gallery_cards')
      .$call(idColumn(db))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('image_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image_key', 'text', (c) => c.notNull())
      .addColumn('image_type', 'text', (c) => c.notNull())
      .addColumn('thumbnail_key', 'text', (c) => c.notNull())
      .addColumn('thumbnail_type', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('gallery_cards_category').on('gallery_cards').columns(['category_id', 'updated_at']).execute();
    await db.schema.createIndex('gallery_cards_updated').on('gallery_cards').column('updated_at').execute();
    await sql`
      create view gallery_cards_view as
      select gallery_cards.*, coalesce(gallery_categories.title, '') as category_title
      from gallery_cards left join gallery_categories on gallery_categories.id = gallery_cards.category_id`.execute(db);
  },
};
