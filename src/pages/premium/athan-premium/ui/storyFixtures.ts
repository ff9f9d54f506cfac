import { premiumContract } from '@/shared/api';
import { changedOnce, memoryResource } from '@/shared/lib/storybook';

type AthanPremiumCode = premiumContract.AthanPremiumCode;
const { athanPremium } = premiumContract;

const CODES = ['K7QM-3XRT-9HWD', 'B4NP-ZC8E-2FJL', 'T6VA-R9KS-H3MY', 'W2GD-5LQN-8PXB', 'E9HC-7MTF-4RZA', 'N3XK-6BWP-J2QS', 'Q8LE-2DHV-5GTC', 'Z5RJ-9SNA-7KMF', 'H2YB-4QXE-6WLP', 'C7MT-8FGR-3NDK', 'P4SW-2KJH-9BVE', 'R6DN-5ZAQ-8XGT'];
const PEOPLE: (readonly [string, string, string] | null)[] = [
  ['Ayesha Malik', 'ayesha.malik@example.com', 'YEARLY'],
  null,
  null,
  ['Hamza Sheikh', 'hamza.sheikh@example.com', 'MONTHLY'],
  null,
  ['Maryam Iqbal', 'maryam.iqbal@example.com', 'LIFETIME'],
  null,
  null,
  ['Ibrahim Khan', 'ibrahim.khan@example.com', 'YEARLY'],
  null,
  null,
  ['Sumayya Rehman', 'sumayya.rehman@example.com', 'MONTHLY'],
];

/** Twelve codes, newest first, a day apart on fixed days: every other one unlimited, four taken, one inactive. */
export const premiumCodeFixtures: AthanPremiumCode[] = CODES.map((code, index) => {
  const person = PEOPLE[index];
  const created = Date.UTC(2026, 10, 20 - index, 9, 30);
  return {
    id: CODES.length - index,
    code,
    status: person ? 'CONSUMED' : index === 4 ? 'INACTIVE' : 'ACTIVE',
    expiryDate: index % 2 === 1 ? new Date(created + 365 * 24 * 3600 * 1000).toISOString() : null,
    consumerName: person?.[0] ?? null,
    consumerEmail: person?.[1] ?? null,
    type: person?.[2] ?? null,
    createDate: new Date(created).toISOString(),
  };
});

export const unclaimed = premiumCodeFixtures.find((row) => row.code === 'B4NP-ZC8E-2FJL')!;

const contains = (text: string | null, words: unknown) => !words || (text ?? '').toLowerCase().includes(String(words).trim().toLowerCase());

export const premiumRows = memoryResource(athanPremium, premiumCodeFixtures, {
  // The server draws a code when none is typed, and a new code has no one and no type yet.
  added: () => ({ code: 'F8WK-4TZR-6HNB', consumerName: null, consumerEmail: null, type: null, expiryDate: null, createDate: '2026-11-21T09:00:00.000Z' }),
  matches: (row, body) => contains(row.consumerName, body.username) && contains(row.consumerEmail, body.email) && contains(row.code, body.promoCode),
  history: changedOnce(unclaimed.id, '2026-11-20T10:00:00.000Z', [{ field: 'status', from: 'INACTIVE', to: 'ACTIVE' }]),
});
