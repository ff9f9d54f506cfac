import { isPostgres, type Db } from '../db/database';
import { InProcessJobRunner, type JobRunner } from './job-runner';
import { PgBossJobRunner } from './pg-boss-runner';

export type { JobKind, JobRunner } from './job-runner';

/** PostgreSQL's durable queue for a PostgreSQL database (several replicas), else this process's runner. */
export const jobRunnerFor = (db: Db): JobRunner => (isPostgres(db) ? new PgBossJobRunner(db) : new InProcessJobRunner());
