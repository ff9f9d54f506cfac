import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database';
import type { JobCounts, JobKind, JobRunner } from './job-runner';

const givenUpQueue = (name: string) => `${name}-given-up`;

/**
 * One of pg-boss's commands on one pooled connection. Some are several statements in a transaction of
 * their own (`BEGIN; …; COMMIT;`): one that fails skips the COMMIT, and the connection would go back to
 * the pool inside the aborted transaction, failing whatever the server asked of it next. Replicas
 * starting together on a new database meet this: the later one's install of pg-boss's schema fails on
 * what the first made (pg-boss expects that and goes on). So a failed command is rolled back on its
 * connection (outside a transaction, ROLLBACK only warns) before the connection is given back.
 */
function executeOnOneConnection(db: Db, text: string, values: readonly unknown[]) {
  return db.connection().execute(async (connection) => {
    try {
      return await connection.executeQuery(CompiledQuery.raw(text, [...values]));
    } catch (error) {
      await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => undefined);
      throw error;
    }
  });
}

/**
 * Runs `work` while no other replica runs its own: a session lock held on one connection while `work`
 * uses others of the pool. pg-boss installs its schema and creates each queue (a table attached to its
 * job table) without a lock of its own; replicas starting together deadlocked on the attaching.
 */
async function oneReplicaAtATime(db: Db, work: () => Promise<void>) {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('back-office: job queues'))`.execute(connection);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('back-office: job queues'))`.execute(connection);
    }
  });
}

/**
 * The runner of a PostgreSQL server: pg-boss's queue in the same database (its own schema), reached
 * through the server's pool. A job is taken by one replica; one whose replica died expires and is tried
 * again; one out of tries goes to a given-up queue whose worker records it.
 */
export class PgBossJobRunner implements JobRunner {
  readonly durable = true;
  private readonly boss: PgBoss;
  private readonly kinds: JobKind<object>[] = [];

  /** `maintenanceIntervalSeconds`: how often lost runs are looked for (30 s; a test asks for 1). */
  constructor(
    private readonly db: Db,
    { maintenanceIntervalSeconds = 30 } = {},
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => executeOnOneConnection(db, text, values ?? []) },
      schedule: false,
      maintenanceIntervalSeconds,
    });
    // A failed poll or maintenance pass (a PostgreSQL restart) is retried by pg-boss itself.
    this.boss.on('error', () => undefined);
  }

  define<Data extends object>(kind: JobKind<Data>): void {
    this.kinds.push(kind as unknown as JobKind<object>);
  }

  async send(name: string, data: object): Promise<void> {
    await this.boss.send(name, data);
  }

  async start(): Promise<void> {
    await oneReplicaAtATime(this.db, async () => {
      await this.boss.start();
      for (const kind of this.kinds) {
        await this.boss.createQueue(givenUpQueue(kind.name));
        await this.boss.createQueue(kind.name, {
          name: kind.name,
          expireInSeconds: kind.expireInSeconds,
          retryLimit: kind.retryLimit,
          retryDelay: kind.retryDelaySeconds,
          deadLetter: givenUpQueue(kind.name),
        });
      }
    });
    for (const kind of this.kinds) {
      await this.boss.work<object>(kind.name, { pollingIntervalSeconds: 1 }, async ([job]) => {
        if (job) await kind.run(job.data);
      });
      await this.boss.work<object>(givenUpQueue(kind.name), { pollingIntervalSeconds: 2 }, async ([job]) => {
        if (job) await kind.givenUp(job.data);
      });
    }
  }

  /** pg-boss's own count of each kind's jobs by state: created and retry wait, active runs, failed has no try left. */
  async counts(): Promise<JobCounts[]> {
    const names = this.kinds.map((kind) => kind.name);
    if (names.length === 0) return [];
    const { rows } = await sql<{ name: string; state: string; count: number }>`
      select name, state, count(*)::int as count from pgboss.job
      where name in (${sql.join(names)}) and state in ('created', 'retry', 'active', 'failed')
      group by name, state`.execute(this.db);
    return names.map((kind) => {
      const of = (...states: string[]) => rows.filter((row) => row.name === kind && states.includes(row.state)).reduce((sum, row) => sum + Number(row.count), 0);
      return { kind, queued: of('created', 'retry'), running: of('active'), failed: of('failed') };
    });
  }

  private stopping: Promise<void> | undefined;

  stop(): Promise<void> {
    this.stopping ??= this.boss.stop({ graceful: true, wait: true, close: false, timeout: 20_000 });
    return this.stopping;
  }
}
