import { z } from 'zod';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

export const DISCOUNT_TYPES = ['PERCENTAGE', 'FLAT'] as const;
export const discountType = z.enum(DISCOUNT_TYPES);
export type DiscountType = z.infer<typeof discountType>;

export const DISCOUNT_LIMITS = { name: 500, percentage: 100, attachedCourses: 500 } as const;

/** The spec's words for the discount form and its publish popup (shown word for word). */
export const DISCOUNT_MESSAGES = {
  name: 'Please enter valid discount title',
  nameTooLong: 'Maximum 500 characters allowed',
  type: 'Please select discount type!',
  value: 'Please enter a value',
  startAt: 'Please enter valid start date',
  expiresAt: 'Please enter valid expiry date',
  noCourseChosen: 'Please select at least one course.',
  added: 'Record added successfully!',
  updated: 'Record updated successfully!',
  published: 'Status updated successfully!',
  unpublished: 'Discount unpublished successfully!',
  saveFailed: 'Something went wrong, please check all the fields.',
  // Not worded by the spec:
  percentageTooHigh: 'A percentage discount cannot be more than 100.',
  expiryBeforeStart: 'Expiry date cannot be before the start date.',
  expired: 'This discount has expired; change its expiry date before publishing it.',
  notFound: 'This discount does not exist.',
} as const;

/** A calendar date as 'YYYY-MM-DD' that names a real day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const calendarDate = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDate, { message });

export const attachedCourse = z.object({ id: z.number().int(), title: z.string() });

export const discount = z.object({
  id: z.number().int(),
  name: z.string(),
  type: discountType,
  value: z.number(),
  /** 'YYYY-MM-DD'. */
  startAt: z.string(),
  /** 'YYYY-MM-DD'; the discount applies through this day. */
  expiresAt: z.string(),
  /** ISO 8601 date-time in UTC. */
  createdAt: z.string(),
  /** Published: attached to at least one course when it was published. */
  isActive: z.boolean(),
  attachedCourses: z.array(attachedCourse),
});
export type Discount = z.infer<typeof discount>;

export const discountFields = z.object({
  /** The spec's body names the id (null when adding); the path's id is the one that counts. */
  id: z.number().int().nullish(),
  name: z.string({ error: DISCOUNT_MESSAGES.name }).trim().min(1, DISCOUNT_MESSAGES.name).max(DISCOUNT_LIMITS.name, DISCOUNT_MESSAGES.nameTooLong),
  type: z.enum(DISCOUNT_TYPES, { error: DISCOUNT_MESSAGES.type }),
  value: z.number({ error: DISCOUNT_MESSAGES.value }).positive(DISCOUNT_MESSAGES.value).max(1_000_000, DISCOUNT_MESSAGES.value),
  startAt: calendarDate(DISCOUNT_MESSAGES.startAt),
  expiresAt: calendarDate(DISCOUNT_MESSAGES.expiresAt),
});

/** The discount form: a percentage is at most 100, and the expiry is not before the start. */
export const discountInput = discountFields.superRefine((input, ctx) => {
  if (input.type === 'PERCENTAGE' && input.value > DISCOUNT_LIMITS.percentage) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_MESSAGES.percentageTooHigh });
  }
  if (isCalendarDate(input.startAt) && isCalendarDate(input.expiresAt) && input.expiresAt < input.startAt) {
    ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: DISCOUNT_MESSAGES.expiryBeforeStart });
  }
});
export type DiscountInput = z.input<typeof discountInput>;

const courseIds = z.array(z.number().int().positive()).max(DISCOUNT_LIMITS.attachedCourses);

/** The list body's filter: `type` 0 (or absent) lists every type. */
export const discountFilters = z.object({ type: z.union([z.literal(0), discountType]).optional() });

/**
 * Discounts: POST discount, POST discount/list, GET and PUT discount/{id}; there is no delete. A discount
 * is created unpublished; publishing attaches it to the chosen courses and unpublishing detaches it.
 */
export const discounts = defineResource({
  name: 'discount',
  service: 'academy',
  point: 'DISCOUNTS',
  idKey: 'id',
  record: discount,
  input: discountInput,
  filters: discountFilters,
  paging: 'academy',
  sortFields: ['name'],
  paths: {
    list: '/discount/list',
    find: '/discount/:id',
    create: '/discount',
    update: '/discount/:id',
    history: '/discount/:id/history',
  },
  actions: {
    /**
     * PATCH discount/{id}/activate?attachedCourseIds=..&attachedCourseIds=.. — the ids come in the query
     * (one per course) and again as the body; the server attaches the union of both. Each course must be
     * published, locked and without another discount.
     */
    publish: {
      path: '/discount/:id/activate',
      summary: 'Publish a discount on the chosen courses',
      query: z.object({ attachedCourseIds: courseIds.optional() }),
      body: courseIds.optional(),
      message: DISCOUNT_MESSAGES.published,
    },
    /** PATCH discount/{id}/deactivate — sent with a JSON content type, so its body is `{}`; no body is accepted too. */
    unpublish: {
      path: '/discount/:id/deactivate',
      summary: 'Unpublish a discount and detach it from its courses',
      body: z.object({}).optional(),
      message: DISCOUNT_MESSAGES.unpublished,
    },
  },
  messages: { ...RECORD_MESSAGES, notFound: DISCOUNT_MESSAGES.notFound },
});
