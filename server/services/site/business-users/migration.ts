import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../../../db/database';

/** The group every business account is in: a profile without any permission, so it reaches no screen of the panel. */
export const BUSINESS_ACCOUNTS_GROUP = { id: 900, name: 'Business accounts' } as const;

/**
 * Business users: an account of the apps (a row of `users`, in the business accounts' group) with its
 * place, keyed by the account's id; and a view of both, which the list reads and searches.
 */
export const businessUsers: Migration = {
  async up(db: Kysely<unknown>) {
    const { id, name } = BUSINESS_ACCOUNTS_GROUP;
    const notes = 'Business users of the local community; they reach no screen of the panel.';
    await sql`insert into security_profiles (id, name) values (${id}, ${name})`.execute(db);
    await sql`insert into security_groups (id, name, profile_id, notes) values (${id}, ${name}, ${id}, ${notes})`.execute(db);
    if (isPostgres(db)) {
      for (const table of ['security_profiles', 'security_groups']) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
      }
    }
    await db.schema
      .createTable('business_places')
      .addColumn('id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('place_category_id', 'integer', (c) => c.notNull().check(sql`place_category_id between 1 and 6`))
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('city_name', 'text', (c) => c.notNull())
      .addColumn('country_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('latitude', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('longitude', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image_name', 'text')
      .addColumn('image_key', 'text')
      .addColumn('image_type', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('business_places_updated').on('business_places').column('updated_at').execute();
    await sql`
      create view business_users_view as
      select business_places.*, users.fullname as name, users.email as email
      from business_places inner join users on users.id = business_places.id`.execute(db);
  },
};
