import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { SERVER_MESSAGES } from '@/shared/api/contract';
import { HttpError } from '../http/errors';
import { LimitedQueue, QueueFullError } from './limited-queue';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
/** scrypt's CPU and memory cost N for new hashes (128 MiB of memory a hash); older hashes are redone at sign-in. */
export const DEFAULT_PASSWORD_COST = 2 ** 17;

/**
 * Every password hash of this process takes its turn here. scrypt runs on libuv's thread pool (four
 * threads), which also reads every file the server sends: unchecked, 40 parallel wrong sign-ins kept a
 * panel asset waiting 13–16 s (`npm run bench:sign-in-burst`, 2 cores). Two hashes at once (0.35 s each
 * at the default cost) leave two threads to files, which then stay under 0.15 s during that burst, and
 * hold 256 MiB at most; one at a time halved the sign-ins checked a second and kept files barely
 * faster, and a pool of eight threads changed nothing. Eight more may wait, about 1.5 s of work for two threads, each
 * at most 3 s; the rest are refused at once with 429 rather than kept waiting.
 */
const hashing = new LimitedQueue({ concurrency: 2, queueLength: 8, maxWaitMs: 3000 });
const RETRY_AFTER_SECONDS = 3;

/** 429: every place in the line of hashes is taken; the client may try again in a few seconds. */
export class PasswordChecksBusy extends HttpError {
  constructor() {
    super(429, SERVER_MESSAGES['auth.passwordChecksBusy'], { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
  }
}

type Turn = (work: () => Promise<Buffer>) => Promise<Buffer>;
/** A request's hash waits a bounded time, or is refused with PasswordChecksBusy. */
const requestTurn: Turn = (work) =>
  hashing.run(work).catch((error: unknown) => {
    throw error instanceof QueueFullError ? new PasswordChecksBusy() : error;
  });
/** Hashes made while the server starts (the seed, the first administrator) wait however long the line. */
const startTurn: Turn = (work) => hashing.runInTurn(work);

function derive(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number): Promise<Buffer> {
  // scrypt needs 128 × N × r bytes; twice that leaves room for its own bookkeeping.
  const options = { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64), so the cost can be raised later without breaking old hashes. */
async function newHash(password: string, cost: number, turn: Turn): Promise<string> {
  const salt = randomBytes(16);
  const key = await turn(() => derive(password, salt, cost, BLOCK_SIZE, PARALLELISM));
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A new hash for a request; rejects with PasswordChecksBusy when too many wait. */
export function hashPassword(password: string, cost = DEFAULT_PASSWORD_COST): Promise<string> {
  return newHash(password, cost, requestTurn);
}

/** A new hash made while the server starts, outside any request. */
export function hashPasswordAtStart(password: string, cost = DEFAULT_PASSWORD_COST): Promise<string> {
  return newHash(password, cost, startTurn);
}

/** Whether `password` matches `stored`; rejects with PasswordChecksBusy when too many wait. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await requestTurn(() => derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p)));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made at a lower cost than `cost` (or in another format) and should be redone. */
export function needsRehash(stored: string, cost = DEFAULT_PASSWORD_COST): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < cost || Number(r) !== BLOCK_SIZE || Number(p) !== PARALLELISM;
}

/** A hash of nothing in particular, one a cost: verifying against it costs the same time as a real account. */
const decoyHashes = new Map<number, Promise<string>>();
export function decoyPasswordHash(cost = DEFAULT_PASSWORD_COST): Promise<string> {
  let decoy = decoyHashes.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoyHashes.set(cost, decoy);
    // A decoy refused in a busy moment is made again by the next sign-in, not kept as a failure.
    decoy.catch(() => decoyHashes.delete(cost));
  }
  return decoy;
}
