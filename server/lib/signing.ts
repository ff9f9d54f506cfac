import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signature allows; an upload signature cannot be replayed to read, and the reverse. */
export type SignaturePurpose = 'upload' | 'read';

export function sign(secret: string, purpose: SignaturePurpose, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${purpose}\n${key}\n${expires}`).digest('base64url');
}

export function signatureMatches(
  secret: string,
  purpose: SignaturePurpose,
  key: string,
  expires: number,
  signature: string,
): boolean {
  const expected = Buffer.from(sign(secret, purpose, key, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
