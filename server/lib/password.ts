import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
/** scrypt's CPU and memory cost N for new hashes (128 MiB of memory a hash); older hashes are redone at sign-in. */
export const DEFAULT_PASSWORD_COST = 2 ** 17;

function derive(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number): Promise<Buffer> {
  // scrypt needs 128 × N × r bytes; twice that leaves room for its own bookkeeping.
  const options = { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
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
  if (!decoy) decoyHashes.set(cost, (decoy = hashPassword(randomBytes(16).toString('hex'), cost)));
  return decoy;
}
