import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database';

/**
 * A fresh, empty database for one test server: a SQLite file in `folder`, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a database of its own there (at `url`, for a second pool), dropped again by `drop`.
 */
export async function openTestDatabase(folder: string): Promise<{ db: Db; url?: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const db = openDatabase(join(folder, 'test.sqlite'));
    return { db, drop: () => db.destroy() };
  }
  const name = `api_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = openDatabase(url.toString());
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      const again = new pg.Client({ connectionString: server });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
