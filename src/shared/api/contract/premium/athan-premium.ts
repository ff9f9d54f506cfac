import { z } from 'zod';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';
import { isTimeZone } from '../site/local-events';

/** What a premium code's fields can hold; the server refuses longer ones. */
export const ATHAN_PREMIUM_LIMITS = { code: 64, name: 250, email: 250, search: 250 } as const;

/** The states a premium code can be in: ACTIVE when made (shell §4, §9), the others set on its form. */
export const ATHAN_PREMIUM_STATUSES = ['ACTIVE', 'INACTIVE', 'CONSUMED', 'EXPIRED'] as const;
export type AthanPremiumStatus = (typeof ATHAN_PREMIUM_STATUSES)[number];

/**
 * The letters a drawn code is made of: digits and capitals without 0, O, 1 and I, so a code read aloud
 * or copied by hand is not mistaken. 32 letters: 5 bits each.
 */
export const PREMIUM_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Letters of a drawn code (12 × 5 = 60 random bits), shown in groups of four: 'K7QM-3XRT-9HWD'. */
export const PREMIUM_CODE_LETTERS = 12;

/** The spec's words (shell §8) and this product's own. */
export const ATHAN_PREMIUM_MESSAGES = {
  created: 'Athan Premium Code Created Successfully',
  // Not worded by the spec:
  expiryTooSoon: 'The expiry date must be after the end of today',
  expiryDate: 'Please choose the expiry date',
  codeTooLong: `A code can have at most ${ATHAN_PREMIUM_LIMITS.code} characters`,
  codeTaken: 'Another premium code already has this code',
  nameTooLong: `Maximum ${ATHAN_PREMIUM_LIMITS.name} characters allowed`,
  emailTooLong: `An e-mail address can have at most ${ATHAN_PREMIUM_LIMITS.email} characters`,
  email: 'Please enter a valid email',
  status: 'Choose ACTIVE, INACTIVE, CONSUMED or EXPIRED',
  notFound: 'This premium code does not exist',
  noFreeCode: 'No free code could be drawn; please try again',
  timeZone: 'Choose a time zone that exists.',
} as const;

const M = ATHAN_PREMIUM_MESSAGES;

export const athanPremiumCode = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.string(),
  /** ISO 8601 date-time in UTC, or null for an unlimited code. */
  expiryDate: z.string().nullable(),
  consumerName: z.string().nullable(),
  consumerEmail: z.string().nullable(),
  /** The kind of premium the code gave when it was taken (Code Type), or null. */
  type: z.string().nullable(),
  /** ISO 8601 date-time in UTC. */
  createDate: z.string(),
});
export type AthanPremiumCode = z.infer<typeof athanPremiumCode>;

const status = z.enum(ATHAN_PREMIUM_STATUSES, { error: M.status });
/** A typed code: empty means none (one is drawn when adding, the stored one kept when changing). */
const code = z.string({ error: M.codeTooLong }).trim().max(ATHAN_PREMIUM_LIMITS.code, M.codeTooLong);
const consumerName = z.string({ error: M.nameTooLong }).trim().max(ATHAN_PREMIUM_LIMITS.name, M.nameTooLong).nullable();
const consumerEmail = z
  .string({ error: M.email })
  .trim()
  .max(ATHAN_PREMIUM_LIMITS.email, M.emailTooLong)
  .refine((email) => email === '' || z.email().safeParse(email).success, M.email)
  .nullable();

/** PUT AthanPremium/{id}: the plain form (code, status, name, e-mail); the spec gives the form no rules, the server what a record can hold. */
export const athanPremiumInput = z.object({
  code: code.optional(),
  status,
  consumerName: consumerName.optional(),
  consumerEmail: consumerEmail.optional(),
});
export type AthanPremiumInput = z.input<typeof athanPremiumInput>;

/**
 * POST promo-code: status ACTIVE and an expiry date (the spec's 'YYYY-MM-DDTHH:mm:ss.SSS[Z]', after the
 * end of today) or null for an unlimited code; the code is drawn by the server unless the form typed one.
 * Beside the spec's fields, the sender's time zone says whose today it is (UTC when not sent): the
 * picker's days are the sender's.
 */
export const athanPremiumCreateInput = athanPremiumInput.extend({
  expiryDate: z.iso.datetime({ error: M.expiryDate, offset: false }).nullable().optional(),
  timeZone: z.string({ error: M.timeZone }).refine(isTimeZone, M.timeZone).optional(),
});
export type AthanPremiumCreateInput = z.input<typeof athanPremiumCreateInput>;

/** The list's three searches (shell §7: username, email, promoCode), each words anywhere in its field. */
export const athanPremiumFilters = z.object({
  username: z.string().max(ATHAN_PREMIUM_LIMITS.search).optional(),
  email: z.string().max(ATHAN_PREMIUM_LIMITS.search).optional(),
  promoCode: z.string().max(ATHAN_PREMIUM_LIMITS.search).optional(),
});

export const athanPremium = defineResource({
  name: 'athan premium code',
  service: 'premium',
  point: 'PREMIUM',
  idKey: 'id',
  record: athanPremiumCode,
  input: athanPremiumInput,
  createInput: athanPremiumCreateInput,
  // The list's own box searches the code; name and e-mail are the other two searches.
  searchField: 'promoCode',
  filters: athanPremiumFilters,
  paging: 'academy',
  paths: {
    list: '/promo-code/list',
    find: '/AthanPremium/:id',
    create: '/promo-code',
    update: '/AthanPremium/:id',
    history: '/AthanPremium/:id/history',
  },
  messages: { ...RECORD_MESSAGES, added: M.created, notFound: M.notFound },
});
