import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database';
import type { JobKind, JobRunner } from './job-runner';

const givenUpQueue = (name: string) => `${name}-given-up`;

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
  constructor(db: Db, { maintenanceIntervalSeconds = 30 } = {}) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => db.executeQuery(CompiledQuery.raw(text, values ?? [])) },
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
      await this.boss.work<object>(kind.name, { pollingIntervalSeconds: 1 }, async ([job]) => {
        if (job) await kind.run(job.data);
      });
      await this.boss.work<object>(givenUpQueue(kind.name), { pollingIntervalSeconds: 2 }, async ([job]) => {
        if (job) await kind.givenUp(job.data);
      });
    }
  }

  private stopping: Promise<void> | undefined;

  stop(): Promise<void> {
    this.stopping ??= this.boss.stop({ graceful: true, wait: true, close: false, timeout: 20_000 });
    return this.stopping;
  }
}
