import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * Local community events, made by members of the apps in a Muslim group (deleted with it). The name and
 * the details are kept URL-encoded, as the apps read them; times are UTC ISO 8601 with the event's own
 * time zone beside them. The view adds the author's display name and the group's name and slug.
 */
export const localEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('local_events')
      .$call(idColumn(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('event_detail', 'text', (c) => c.notNull())
      .addColumn('type_id', 'integer', (c) => c.notNull().check(sql`type_id between 1 and 6`))
      .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('trend', 'integer', (c) => c.notNull().defaultTo(0).check(sql`trend in (0, 1)`))
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('end_time', 'text', (c) => c.notNull())
      .addColumn('recurrence_end_time', 'text')
      .addColumn('is_repeating', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_repeating in (0, 1)`))
      .addColumn('repeating_interval', 'integer')
      .addColumn('repeating_count', 'integer')
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .addColumn('place_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('place_address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('external_link', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('group_id', 'integer', (c) => c.notNull().references('community_groups.id').onDelete('cascade'))
      .addColumn('media_key', 'text')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1).check(sql`is_active in (0, 1)`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('local_events_updated').on('local_events').column('updated_at').execute();
    await db.schema.createIndex('local_events_group').on('local_events').column('group_id').execute();
    await sql`
      create view local_events_view as
      select local_events.*, coalesce(users.fullname, '') as created_by_name, community_groups.name as group_name, community_groups.slug as group_slug
      from local_events
      inner join community_groups on community_groups.id = local_events.group_id
      left join users on users.id = local_events.created_by_user_id`.execute(db);
  },
};
