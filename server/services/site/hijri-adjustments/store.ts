import type { Generated } from 'kysely';
import type { siteContract } from '@/shared/api/contract';
import type { Db } from '../../../db/database';

/** A country's Hijri setting as stored. */
export interface HijriSettingTable {
  id: Generated<number>;
  country_name: string;
  country_code: string;
  hijri_adjustment: number;
  /** Epoch milliseconds. */
  updated_at: number;
}

/** One push of the adjustments to a platform's remote config. */
export interface RemoteConfigPushTable {
  id: Generated<number>;
  platform: string;
  /** Epoch milliseconds. */
  pushed_at: number;
  user_id: number;
  user_name: string;
  /** JSON: `{ [countryCode]: adjustment }` of every country, as sent. */
  adjustments: string;
}

declare module '../../../db/schema' {
  interface Database {
    hijri_settings: HijriSettingTable;
    remote_config_pushes: RemoteConfigPushTable;
  }
}

type SettingRow = Pick<HijriSettingTable, 'country_name' | 'country_code' | 'hijri_adjustment'> & { id: number };

export const toHijriSetting = (row: SettingRow): siteContract.HijriSetting => ({
  countryId: Number(row.id),
  countryName: row.country_name,
  countryCode: row.country_code,
  hijriAdjustment: Number(row.hijri_adjustment),
});

export async function allHijriSettings(db: Db): Promise<siteContract.HijriSetting[]> {
  const rows = await db.selectFrom('hijri_settings').select(['id', 'country_name', 'country_code', 'hijri_adjustment']).orderBy('country_name').orderBy('id').execute();
  return rows.map(toHijriSetting);
}

export async function findHijriSetting(db: Db, countryId: number): Promise<siteContract.HijriSetting | undefined> {
  const row = await db.selectFrom('hijri_settings').select(['id', 'country_name', 'country_code', 'hijri_adjustment']).where('id', '=', countryId).executeTakeFirst();
  return row && toHijriSetting(row);
}
