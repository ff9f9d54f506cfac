import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { InProcessJobRunner, type JobKind, type JobRunner } from '../jobs/job-runner';
import { PgBossJobRunner } from '../jobs/pg-boss-runner';
import { openTestDatabase } from './test-database';

/** A kind of job whose runs the test steers: each run asks `behave` what to do on that try. */
function drill(name: string, behave: (attempt: number) => Promise<void>, options: Partial<JobKind<{ n: number }>> = {}) {
  const seen = { attempts: 0, givenUp: [] as number[] };
  const kind: JobKind<{ n: number }> = {
    name,
    run: () => behave(++seen.attempts),
    givenUp: async ({ n }) => void seen.givenUp.push(n),
    expireInSeconds: 60,
    retryLimit: 1,
    retryDelaySeconds: 0,
    ...options,
  };
  return { kind, seen };
}

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('It did not happen in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the in-process runner', () => {
  it('runs a job sent before it starts, tries a failed run again, and gives up after its tries', async () => {
    const runner = new InProcessJobRunner();
    const done: number[] = [];
    const flaky = drill('flaky', async (attempt) => {
      if (attempt === 1) throw new Error('a fault');
      done.push(attempt);
    });
    const broken = drill('broken', async () => {
      throw new Error('always');
    });
    runner.define(flaky.kind);
    runner.define(broken.kind);
    await runner.send('flaky', { n: 1 });
    await runner.send('broken', { n: 2 });
    expect(flaky.seen.attempts).toBe(0);
    await runner.start();
    await until(() => done.length === 1 && broken.seen.givenUp.length === 1, 5000);
    expect(done).toEqual([2]);
    expect(broken.seen).toEqual({ attempts: 2, givenUp: [2] });
    await runner.stop();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL queue', () => {
  let folder = '';
  let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  const runners: JobRunner[] = [];
  /** Releases the runs left hanging, as a dead replica's would: only so the runners can stop. */
  const hung: (() => void)[] = [];
  const hang = () => new Promise<void>((resolve) => hung.push(resolve));

  afterEach(async () => {
    hung.forEach((release) => release());
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  async function replicas(count: number, kind: JobKind<{ n: number }>) {
    folder = mkdtempSync(join(tmpdir(), 'job-runner-'));
    database = await openTestDatabase(folder);
    for (let index = 0; index < count; index += 1) {
      const runner = new PgBossJobRunner(database.db, { maintenanceIntervalSeconds: 1 });
      runner.define(kind);
      await runner.start();
      runners.push(runner);
    }
    return runners;
  }

  it('starts replicas that start together on a new database, each with its own pool', async () => {
    // Each replica installs pg-boss's schema if it finds none: the later one's install fails on what the
    // first made, and that failure must not leave its connection in the aborted transaction.
    const once = drill('together', async () => undefined);
    folder = mkdtempSync(join(tmpdir(), 'job-runner-'));
    database = await openTestDatabase(folder);
    const pools = [database.db, openDatabase(database.url!), openDatabase(database.url!)];
    try {
      const started = pools.map((db) => new PgBossJobRunner(db, { maintenanceIntervalSeconds: 1 }));
      started.forEach((runner) => runner.define(once.kind));
      const starts = await Promise.allSettled(started.map((runner) => runner.start()));
      runners.push(...started);
      expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'started'))).toEqual(['started', 'started', 'started']);
      await started[2]!.send('together', { n: 1 });
      await until(() => once.seen.attempts === 1, 10_000);
      await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    } finally {
      await Promise.all(pools.slice(1).map((db) => db.destroy()));
    }
  }, 30_000);

  it("tries again a run whose replica stopped answering, on another replica, once it is overdue", async () => {
    const finished: number[] = [];
    const lost = drill('lost-run', async (attempt) => (attempt === 1 ? hang() : void finished.push(attempt)), { expireInSeconds: 1 });
    const [first] = await replicas(2, lost.kind);
    await first!.send('lost-run', { n: 1 });
    await until(() => finished.length === 1, 20_000);
    expect(finished).toEqual([2]);
    expect(lost.seen.givenUp).toEqual([]);
  }, 30_000);

  it('records a run given up once every try was lost', async () => {
    const doomed = drill('doomed-run', () => hang(), { expireInSeconds: 1, retryLimit: 0 });
    const [first] = await replicas(1, doomed.kind);
    await first!.send('doomed-run', { n: 7 });
    await until(() => doomed.seen.givenUp.length === 1, 20_000);
    expect(doomed.seen).toEqual({ attempts: 1, givenUp: [7] });
  }, 30_000);

  it('runs a job once however many replicas take jobs', async () => {
    const once = drill('once', async () => undefined);
    const [first] = await replicas(3, once.kind);
    await first!.send('once', { n: 1 });
    await until(() => once.seen.attempts === 1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(once.seen.attempts).toBe(1);
  }, 20_000);
});
