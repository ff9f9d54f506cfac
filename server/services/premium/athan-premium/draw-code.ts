import { randomBytes } from 'node:crypto';
import { premiumContract } from '@/shared/api/contract';

const { PREMIUM_CODE_ALPHABET: ALPHABET, PREMIUM_CODE_LETTERS: LETTERS } = premiumContract;

/** Where a code's randomness comes from: the operating system's cryptographic source. Tests may stand another in. */
export const codeRandomness = { bytes: (count: number): Uint8Array => randomBytes(count) };

/**
 * A new code: 12 letters of the 32-letter alphabet (60 random bits), in groups of four. 32 divides 256,
 * so each byte's low five bits pick a letter without bias.
 */
export function drawPremiumCode(): string {
  const letters = [...codeRandomness.bytes(LETTERS)].map((byte) => ALPHABET[byte & 31]).join('');
  return letters.match(/.{1,4}/g)!.join('-');
}
