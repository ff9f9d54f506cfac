import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { queryTemplate, type SlotOf } from '../db/query-template';
import { openTestDatabase } from './test-database';

let folder: string;
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'query-template-'));
  ({ db, drop } = await openTestDatabase(folder));
  await migrateToLatest(db);
  await db.deleteFrom('security_points').execute();
  await db
    .insertInto('security_points')
    .values([1, 2, 3, 4, 5].map((id) => ({ id, key: `point-${id}`, title: `Point ${id}` })))
    .execute();
});

afterAll(async () => {
  await drop();
  rmSync(folder, { recursive: true, force: true });
});

interface Shape {
  byKey: boolean;
  descending: boolean;
}

function pointsTemplate() {
  const build = vi.fn((database: Db, shape: Shape, slot: SlotOf<{ key?: string; above: number; limit: number }>) => {
    const points = database.selectFrom('security_points').select(['id', 'key']).where('id', '>', slot('above'));
    return (shape.byKey ? points.where('key', '=', slot('key')) : points)
      .orderBy('id', shape.descending ? 'desc' : 'asc')
      .limit(slot('limit'));
  });
  return { build, template: queryTemplate(build) };
}

describe('queryTemplate', () => {
  it('gives each run its own values, as the query built afresh would', async () => {
    const { template } = pointsTemplate();
    const shape = { byKey: false, descending: false };
    expect(await template.run(db, shape, { above: 1, limit: 2 })).toEqual([
      { id: 2, key: 'point-2' },
      { id: 3, key: 'point-3' },
    ]);
    expect(await template.run(db, shape, { above: 3, limit: 5 })).toEqual([
      { id: 4, key: 'point-4' },
      { id: 5, key: 'point-5' },
    ]);
    expect(await template.run(db, { byKey: true, descending: false }, { above: 0, key: 'point-4', limit: 5 })).toEqual([
      { id: 4, key: 'point-4' },
    ]);
    expect(await template.run(db, { byKey: false, descending: true }, { above: 0, limit: 2 })).toEqual([
      { id: 5, key: 'point-5' },
      { id: 4, key: 'point-4' },
    ]);
  });

  it('builds a query once for each shape and database', async () => {
    const { build, template } = pointsTemplate();
    for (let run = 0; run < 3; run += 1) {
      await template.run(db, { byKey: false, descending: false }, { above: run, limit: 1 });
      await template.run(db, { byKey: true, descending: false }, { above: 0, key: `point-${run + 1}`, limit: 1 });
    }
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('refuses a run that leaves out a value its shape asks for', async () => {
    const { template } = pointsTemplate();
    await expect(template.run(db, { byKey: true, descending: false }, { above: 0, limit: 1 })).rejects.toThrow(
      'The query has a slot "key" but no value was given for it.',
    );
  });
});
