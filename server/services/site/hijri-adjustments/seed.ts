import { siteContract } from '@/shared/api/contract';
import type { Db } from '../../../db/database';

/** Every country by its ISO code and English name, a handful with a non-zero adjustment. */
export async function seedHijriSettings(db: Db, now: number): Promise<void> {
  const rows = siteContract.COUNTRY_CODES.map((code) => ({
    country_code: code,
    country_name: siteContract.countryNameOf(code),
    hijri_adjustment: siteContract.DEMO_HIJRI_ADJUSTMENTS[code] ?? 0,
    updated_at: now,
  }));
  await db.insertInto('hijri_settings').values(rows).execute();
}
