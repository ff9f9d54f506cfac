import { z } from 'zod';

/** The values a message's `{{name}}` placeholders were filled with (see SERVER_MESSAGES). */
const messageParams = z.record(z.string(), z.string());

/**
 * Every error reply: `{ success: false, message, code? }` with a 4xx status (spec code 103 = already
 * assigned). `message` is the server's English; `messageCode` names it in SERVER_MESSAGES, so the
 * panel can show it in its own language, and `fieldCodes` does the same for `fields`.
 */
export const errorReply = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.union([z.number(), z.string()]).optional(),
  messageCode: z.string().optional(),
  messageParams: messageParams.optional(),
  /** Field-level problems of a 400, keyed by the request field's dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
  /** The code of each entry of `fields`, under the same path. */
  fieldCodes: z.record(z.string(), z.string()).optional(),
  fieldParams: z.record(z.string(), messageParams).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

/** A success with the server's words; `messageCode` names them as in an error reply. */
export const successReply = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  messageCode: z.string().optional(),
  messageParams: messageParams.optional(),
});
export type SuccessReply = z.infer<typeof successReply>;

/**
 * The largest number a record's id can be: ids are PostgreSQL `serial` columns, 32-bit, and comparing one
 * with a larger number is an error there, so such an id is refused as bad input before it is looked up.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** A number, or a query string's text read as one: the base of the fields below. */
type NumberSchema = z.ZodNumber | z.ZodCoercedNumber;

/** `number` made whole and held between `min` and `max`; zod's checks keep its kind (plain, or read from text). */
const wholeBetween = <N extends NumberSchema>(number: N, min: number, max: number, message?: string): N =>
  number.int(message).min(min, message).max(max, message) as N;

/** A record's id: whole, from 1 to MAX_RECORD_ID; `message` replaces the plain wording of each refusal. */
export const recordIdField = <N extends NumberSchema>(number: N, message?: string) => wholeBetween(number, 1, MAX_RECORD_ID, message);

export const idParam = z.object({ id: recordIdField(z.coerce.number()) });

/** The page sizes the panel's lists offer (a link may still ask for another). */
export const PAGE_SIZES = [10, 25, 50, 100];

/** The most rows one page of any list may ask for. */
export const MAX_PAGE_SIZE = 10_000;

/**
 * The deepest page any list may ask for. A list skips (page - 1) × size rows: with at most
 * MAX_PAGE_SIZE rows a page, that offset stays under 10^9, well inside a signed 32-bit integer, which
 * SQLite's and PostgreSQL's OFFSET both take as it is (a page number of 10^15 made an offset past even
 * 64 bits, which the database refused). No list here comes near 10^9 rows.
 */
export const MAX_PAGE_NUMBER = 100_000;

/** The largest row offset a list can reach; the site's `firstIndex` names one at most. */
const MAX_ROW_OFFSET = MAX_PAGE_NUMBER * MAX_PAGE_SIZE;

/**
 * A page number (`pageNumber`, `pageno`, `pageNo`): whole, from `first` (the site's `pageno` 0 also means
 * the first page) to MAX_PAGE_NUMBER. `number` is `z.coerce.number()` where a query string carries it.
 */
export const pageNumberField = <N extends NumberSchema>(number: N, first: 0 | 1 = 1) => wholeBetween(number, first, MAX_PAGE_NUMBER);

/** A page size (`pageSize`, `limitCount`): whole, from 1 to a list's own `largest`, never beyond MAX_PAGE_SIZE. */
export const pageSizeField = <N extends NumberSchema>(number: N, largest = MAX_PAGE_SIZE) => wholeBetween(number, 1, Math.min(largest, MAX_PAGE_SIZE));

/** The site's `firstIndex`: -2 (the spec's "page by `pageno`") or a row offset a list can reach. */
export const firstIndexField = <N extends NumberSchema>(number: N) => wholeBetween(number, -2, MAX_ROW_OFFSET);

/** The academy's order: a property name, or a few of them (only the first counts). */
export const sortPropertiesField = z.union([z.string().max(100), z.array(z.string().max(100)).max(10)]);

/** The paged list body most Academy and shop calls send. */
export const pageQuery = z.object({
  pageNumber: pageNumberField(z.number()).default(1),
  pageSize: pageSizeField(z.number()).default(10),
  descending: z.boolean().optional(),
  sortProperties: sortPropertiesField.optional(),
});

/** The paged list body of the content site (`pageno`, `limitCount`, `firstIndex: -2`). */
export const siteListQuery = z.object({
  pageno: pageNumberField(z.number(), 0).default(1),
  limitCount: pageSizeField(z.number()).default(25),
  firstIndex: firstIndexField(z.number()).default(-2),
  keyword: z.string().max(500).optional(),
});

export function pageReply<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalRecords: z.number().int(),
    pageNumber: z.number().int(),
    totalPages: z.number().int(),
  });
}
