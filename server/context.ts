import type { CallDef } from '@/shared/api/contract';
import type { Db } from './db/database';
import type { JobRunner } from './jobs';
import type { OperationalMetrics } from './operations/metrics';
import type { ObjectStorage } from './services/uploads/object-storage';

/** What every service needs, built once by `buildApp` and handed to each plugin. */
export interface ServerContext {
  db: Db;
  /** Signs upload and download links. */
  secret: string;
  /** The local folder or an S3-compatible bucket (README, Configuration). */
  storage: ObjectStorage;
  /** Epoch milliseconds; tests may move time. */
  now: () => number;
  /** The panel's public origin, from configuration: every link the server hands out starts with it, never with a request's Host. */
  publicOrigin: string;
  /** scrypt's cost N for new password hashes; sign-in redoes a hash made at a lower one. */
  passwordCost: number;
  /** Whether reset links are written to the log (development, where no mail is sent); never in production. */
  mailLinksInLog: boolean;
  /** Extra wait per recent failed sign-in, in ms (slows guessing). */
  failedLoginDelayMs: number;
  /** Every call registered from the contract, for the OpenAPI document. */
  calls: CallDef[];
  /** Background work (store syncs): started when the server is ready, stopped when it closes. */
  jobs: JobRunner;
  /** Whether the sample shops answer for their own store names (demo, tests); a real store is reached either way. */
  sampleStores: boolean;
  /**
   * The video host the video sync reads (Vimeo's REST API, or another answering the same calls) and its
   * token; without an address, the local sample host (when `sampleStores`), with its own token unless one is given.
   */
  videoHost: { baseUrl?: string; token?: string };
  /** What the services report to `/metrics` (nothing while metrics are off). */
  metrics: OperationalMetrics;
}
