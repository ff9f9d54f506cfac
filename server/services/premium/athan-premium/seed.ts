import type { Db } from '../../../db/database';
import { drawPremiumCode } from './draw-code';
import './table';

const DAY = 24 * 60 * 60 * 1000;

const PEOPLE: readonly [name: string, email: string][] = [
  ['Ayesha Malik', 'ayesha.malik@example.com'],
  ['Hamza Sheikh', 'hamza.sheikh@example.com'],
  ['Maryam Iqbal', 'maryam.iqbal@example.com'],
  ['Ibrahim Khan', 'ibrahim.khan@example.com'],
  ['Sumayya Rehman', 'sumayya.rehman@example.com'],
  ['Yahya Chaudhry', 'yahya.chaudhry@example.com'],
  ['Khadija Anwar', 'khadija.anwar@example.com'],
  ['Usman Javed', 'usman.javed@example.com'],
  ['Hafsa Nadeem', 'hafsa.nadeem@example.com'],
  ['Zaid Latif', 'zaid.latif@example.com'],
  ['Ruqayya Aslam', 'ruqayya.aslam@example.com'],
  ['Talha Mehmood', 'talha.mehmood@example.com'],
  ['Safiya Haider', 'safiya.haider@example.com'],
  ['Idris Saleem', 'idris.saleem@example.com'],
];
const TYPES = ['MONTHLY', 'YEARLY', 'LIFETIME'] as const;

/** The number of demo codes. */
export const DEMO_PREMIUM_CODES = 40;

/**
 * Forty codes made a day apart: every other one unlimited, the rest with an expiry; fourteen taken by
 * someone (a name, an e-mail and a code type), of which the one whose expiry has passed shows EXPIRED,
 * and two inactive.
 */
export async function seedAthanPremiumCodes(db: Db, now: number): Promise<void> {
  const rows = Array.from({ length: DEMO_PREMIUM_CODES }, (_, index) => {
    const created = now - (DEMO_PREMIUM_CODES - index) * DAY;
    const person = index % 3 === 0 ? PEOPLE[(index / 3) % PEOPLE.length] : undefined;
    const expiry = index % 2 === 1 ? created + (index % 4 === 1 ? 30 : 365) * DAY : null;
    const status = expiry !== null && expiry < now ? 'EXPIRED' : person ? 'CONSUMED' : index % 10 === 4 ? 'INACTIVE' : 'ACTIVE';
    const stamp = new Date(created).toISOString();
    return {
      code: drawPremiumCode(),
      status,
      expiry_date: expiry === null ? null : new Date(expiry).toISOString(),
      consumer_name: person?.[0] ?? null,
      consumer_email: person?.[1] ?? null,
      code_type: person ? TYPES[index % TYPES.length]! : null,
      created_at: stamp,
      updated_at: stamp,
    };
  });
  await db.insertInto('athan_premium_codes').values(rows).execute();
}
