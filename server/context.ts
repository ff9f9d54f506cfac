import type { CallDef } from '@/shared/api/contract';
import type { Db } from './db/database';
import type { Storage } from './services/uploads/storage';

/** What every service needs, built once by `buildApp` and handed to each plugin. */
export interface ServerContext {
  db: Db;
  /** Signs upload and download links. */
  secret: string;
  storage: Storage;
  /** Epoch milliseconds; tests may move time. */
  now: () => number;
  /** The panel's public address for links in mails; when unset, the request's own origin. */
  publicOrigin?: string;
  /** Extra wait per recent failed sign-in, in ms (slows guessing). */
  failedLoginDelayMs: number;
  /** Every call registered from the contract, for the OpenAPI document. */
  calls: CallDef[];
}
