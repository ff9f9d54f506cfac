import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from './columns';

/** Security points, profiles (a value per point), groups (→ profile) and staff users (→ group). */
export const securityModel: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('security_points')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('security_profiles')
      .$call(idColumn(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('profile_permissions')
      .addColumn('profile_id', 'integer', (c) => c.notNull().references('security_profiles.id').onDelete('cascade'))
      .addColumn('point_id', 'integer', (c) => c.notNull().references('security_points.id').onDelete('cascade'))
      .addColumn('value', 'integer', (c) => c.notNull().check(sql`value between 0 and 127`))
      .addPrimaryKeyConstraint('profile_permissions_pk', ['profile_id', 'point_id'])
      .execute();

    await db.schema
      .createTable('security_groups')
      .$call(idColumn(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('profile_id', 'integer', (c) => c.notNull().references('security_profiles.id'))
      .execute();

    await db.schema
      .createTable('users')
      .$call(idColumn(db))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('fullname', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1).check(sql`status between 0 and 3`))
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('group_id', 'integer', (c) => c.notNull().references('security_groups.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // E-mail addresses are unique regardless of case (stored lower-cased).
    await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();
  },
};
