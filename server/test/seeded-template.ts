import { join } from 'node:path';
import { migrateToLatest } from '../db/migrations';
import { seedDemo, seedSecurityBase } from '../db/seed';
import { LocalStorage } from '../services/uploads';
import { makeTemplateDatabase, type TemplateDatabase } from './test-database';

export const TEST_PASSWORD_COST = 2 ** 10;
export const TEST_SECRET = 'test-secret-for-signing';

/**
 * A migrated database with the demo seed, and the seed's files, that test servers start as copies of.
 * Its times are relative to `seededAt` ('three hours ago', 'tomorrow'), so each test server's clock
 * starts there.
 */
export interface SeededTemplate {
  database: TemplateDatabase;
  filesDir: string;
  seededAt: number;
}

export async function seedTemplate(folder: string, seededAt: number): Promise<SeededTemplate> {
  const filesDir = join(folder, 'files');
  const storage = new LocalStorage(filesDir, TEST_SECRET, () => seededAt);
  const database = await makeTemplateDatabase(folder, async (db) => {
    await migrateToLatest(db);
    await seedSecurityBase(db);
    // The demo accounts' hashes use a cheap cost: the default's half second a sign-in would make every test file slow.
    await seedDemo(db, storage, seededAt, TEST_PASSWORD_COST, TEST_SECRET);
  });
  return { database, filesDir, seededAt };
}
