import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed text is for; each purpose has its own key derived from the server's secret. */
export type SealPurpose = 'outbox' | 'store-access';

const PREFIX = 'sealed:v1:';
const keyOf = (secret: string, purpose: SealPurpose) => Buffer.from(hkdfSync('sha256', secret, '', purpose, 32));

/** AES-256-GCM under a key derived from the secret: readable only by a holder of the secret, and tamper-evident. */
export function seal(text: string, secret: string, purpose: SealPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const encrypted = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
}

export function unseal(sealed: string, secret: string, purpose: SealPurpose): string {
  if (!sealed.startsWith(PREFIX)) throw new Error('Not a sealed text');
  const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
