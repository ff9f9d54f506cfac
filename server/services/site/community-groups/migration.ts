import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * The local community's Muslim groups, which discussions and local events belong to. A local group has a
 * place (its coordinates) and a profile picture beside its group picture; both pictures are stored files
 * uploaded through the signed upload flow, kept by key.
 */
export const communityGroups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('community_groups')
      .$call(idColumn(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('group_image_key', 'text')
      .addColumn('profile_image_key', 'text')
      .addColumn('community_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('bit_settings', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('local_group', 'integer', (c) => c.notNull().defaultTo(0).check(sql`local_group in (0, 1)`))
      .addColumn('latitude', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('longitude', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('community_groups_updated').on('community_groups').column('updated_at').execute();
  },
};
