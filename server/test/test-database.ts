import { randomUUID } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database';

/** A filled database that new test databases start as a copy of (see `makeTemplateDatabase`). */
export type TemplateDatabase = { file: string } | { name: string };

const SQLITE_FILE = 'test.sqlite';

/** A database name of our own on the PostgreSQL server (letters, digits and underscores only). */
const newDatabaseName = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

/** Runs one statement on the PostgreSQL server outside any database of ours (creating or dropping one). */
async function onServer(server: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (server: string, name: string) => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A database for one test server: a SQLite file in `folder`, or, when TEST_DATABASE_URL names a
 * PostgreSQL server, a database of its own there (at `url`, for a second pool), dropped again by `drop`.
 * It is empty, or a copy of `template`.
 */
export async function openTestDatabase(folder: string, template?: TemplateDatabase): Promise<{ db: Db; url?: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const file = join(folder, SQLITE_FILE);
    if (template && 'file' in template) copyFileSync(template.file, file);
    const db = openDatabase(file);
    return { db, drop: () => db.destroy() };
  }
  const name = newDatabaseName('api');
  await onServer(server, template && 'name' in template ? `create database ${name} template ${template.name}` : `create database ${name}`);
  const url = databaseUrl(server, name);
  const db = openDatabase(url);
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      await onServer(server, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A database filled once by `fill`, for test databases to start as copies of: copying a file, or
 * PostgreSQL's `create database … template`, takes milliseconds where migrating and seeding takes a
 * second. Its connections are closed (PostgreSQL copies only a database nobody is connected to). On
 * PostgreSQL it stays until the throwaway cluster is removed.
 */
export async function makeTemplateDatabase(folder: string, fill: (db: Db) => Promise<void>): Promise<TemplateDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const file = join(folder, SQLITE_FILE);
    const db = openDatabase(file);
    try {
      await fill(db);
    } finally {
      // Closing the last connection writes the write-ahead log back into the file, so the file alone is the copy.
      await db.destroy();
    }
    return { file };
  }
  const name = newDatabaseName('template');
  await onServer(server, `create database ${name}`);
  const db = openDatabase(databaseUrl(server, name));
  try {
    await fill(db);
  } finally {
    await db.destroy();
  }
  return { name };
}
