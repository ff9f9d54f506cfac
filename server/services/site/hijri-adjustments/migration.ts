import type { Kysely, Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * Hijri date adjustments: one row per country (its ISO code unique) with the days, −2…+2, added to the
 * Umm al-Qura date there; and every push of them to an app platform's remote config (who, when, which
 * platform, the adjustments sent, as JSON).
 */
export const hijriAdjustments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('hijri_settings')
      .$call(idColumn(db))
      .addColumn('country_name', 'text', (c) => c.notNull())
      .addColumn('country_code', 'text', (c) => c.notNull().unique())
      .addColumn('hijri_adjustment', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('remote_config_pushes')
      .$call(idColumn(db))
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('pushed_at', 'bigint', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('adjustments', 'text', (c) => c.notNull())
      .execute();
  },
};
