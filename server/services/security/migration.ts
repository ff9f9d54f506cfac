import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../../db/database';

/**
 * What the security screens keep beyond 001-security-model: a point's bit settings, a group's notes,
 * the points numbered by the database on PostgreSQL too (SQLite's integer key already is), and a view
 * of the groups with their profile's name for the list.
 */
export const securityScreens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('security_points')
      .addColumn('bit_settings', 'integer', (c) => c.notNull().defaultTo(127))
      .execute();
    await db.schema.alterTable('security_groups').addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    if (isPostgres(db)) {
      await sql`create sequence security_points_id_seq owned by security_points.id`.execute(db);
      await sql`alter table security_points alter column id set default nextval('security_points_id_seq')`.execute(db);
      await sql`select setval('security_points_id_seq', coalesce((select max(id) from security_points), 0) + 1, false)`.execute(db);
    }
    await sql`
      create view security_groups_named as
      select g.id, g.name, g.notes, g.profile_id, p.name as profile_name
      from security_groups g inner join security_profiles p on p.id = g.profile_id`.execute(db);
    await db.schema.createIndex('profile_permissions_point').on('profile_permissions').columns(['point_id', 'value']).execute();
  },
};
