import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@/shared/api/contract';
import { isDatabaseUnavailable, type Db } from '../db/database';
import { HttpError } from './errors';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How long a key's first answer is given again. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A key whose first request never finished (its replica died) is free again after this. */
const ABANDONED_AFTER_MS = 5 * 60 * 1000;
/** How often a process removes expired keys. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const KEY_SHAPE = /^[\x21-\x7e]{1,128}$/;
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT']);

/** A claimed key: the first request runs, then keeps its answer with `keep` or frees the key with `release`. */
export interface ClaimedKey {
  keep(statusCode: number, reply: unknown): Promise<void>;
  release(): Promise<void>;
}

/** The first answer given again, or a claim on the key for this request. */
export type KeyClaim = { replay: { statusCode: number; reply: unknown } } | { claimed: ClaimedKey };

const lastSweep = new WeakMap<Db, number>();

/** The key a save was sent with, or undefined; a malformed one is refused with 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  if (!WRITE_METHODS.has(request.method)) return undefined;
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_SHAPE.test(value)) throw new HttpError(400, SERVER_MESSAGES['http.idempotencyKeyInvalid']);
  return value;
}

/**
 * What makes two requests the same request: the address's parameters, the query and the body (a
 * multipart form, read later by its handler, by its length).
 */
function fingerprintOf(request: FastifyRequest): string {
  const body = request.body === undefined ? { length: request.headers['content-length'] ?? '' } : request.body;
  const sent = JSON.stringify([request.params ?? null, request.query ?? null, body ?? null]);
  return createHash('sha256').update(sent).digest('base64url');
}

/**
 * Claims `key` for this user's `call`, in one statement every replica respects (the key is the table's
 * primary key). A key already answered gives its answer again when the request is the same (422 when it
 * is not); one still running is refused with 409. An expired or abandoned key is claimed afresh.
 */
export async function claimIdempotencyKey(db: Db, now: number, userId: number, call: string, key: string, request: FastifyRequest): Promise<KeyClaim> {
  await sweepExpired(db, now);
  const fingerprint = fingerprintOf(request);
  const where = { user_id: userId, call, idempotency_key: key };
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({ ...where, fingerprint, status_code: null, reply: null, created_at: now })
      .onConflict((conflict) => conflict.doNothing())
      .returning('created_at')
      .executeTakeFirst();
    if (inserted) return { claimed: claimedKey(db, where) };
    const row = await db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('call', '=', call).where('idempotency_key', '=', key).executeTakeFirst();
    if (!row) continue;
    const answered = row.status_code !== null;
    const stale = now - row.created_at > (answered ? IDEMPOTENCY_KEY_LIFETIME_MS : ABANDONED_AFTER_MS);
    if (stale) {
      await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('call', '=', call).where('idempotency_key', '=', key).where('created_at', '=', row.created_at).execute();
      continue;
    }
    if (row.fingerprint !== fingerprint) throw new HttpError(422, SERVER_MESSAGES['http.idempotencyKeyReused']);
    if (!answered) throw new HttpError(409, SERVER_MESSAGES['http.idempotencyKeyInProgress'], { headers: { 'retry-after': '1' } });
    return { replay: { statusCode: row.status_code!, reply: JSON.parse(row.reply ?? 'null') } };
  }
  throw new HttpError(409, SERVER_MESSAGES['http.idempotencyKeyInProgress'], { headers: { 'retry-after': '1' } });
}

/** Waits before each new try of a key's bookkeeping while the database is not answering: about 8 s in all. */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 2000, 2000];

/**
 * Runs `work`, trying again while the database is not answering (PostgreSQL restarting): a save that
 * was done must not be left with its key in use for want of one statement.
 */
async function persistently(work: () => Promise<unknown>): Promise<void> {
  for (const delay of [...RETRY_DELAYS_MS, undefined]) {
    try {
      await work();
      return;
    } catch (error) {
      if (delay === undefined || !isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function claimedKey(db: Db, where: { user_id: number; call: string; idempotency_key: string }): ClaimedKey {
  const row = () =>
    db.updateTable('idempotency_keys').where('user_id', '=', where.user_id).where('call', '=', where.call).where('idempotency_key', '=', where.idempotency_key);
  return {
    keep: (statusCode, reply) => persistently(() => row().set({ status_code: statusCode, reply: JSON.stringify(reply ?? null) }).execute()),
    release: () =>
      persistently(() =>
        db.deleteFrom('idempotency_keys').where('user_id', '=', where.user_id).where('call', '=', where.call).where('idempotency_key', '=', where.idempotency_key).execute(),
      ),
  };
}

/** Removes keys past their lifetime, at most once every ten minutes per process. */
async function sweepExpired(db: Db, now: number): Promise<void> {
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  await db.deleteFrom('idempotency_keys').where('created_at', '<', now - IDEMPOTENCY_KEY_LIFETIME_MS).execute();
}

/** Sends a kept answer again, marked as such. */
export function replayAnswer(reply: FastifyReply, answer: { statusCode: number; reply: unknown }) {
  return reply.code(answer.statusCode).header('idempotent-replayed', 'true').send(answer.reply);
}
