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

export const idParam = z.object({ id: z.coerce.number().int().positive() });

/** The page sizes the panel's lists offer (a link may still ask for another). */
export const PAGE_SIZES = [10, 25, 50, 100];

/** The paged list body most Academy and shop calls send. */
export const pageQuery = z.object({
  pageNumber: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(10_000).default(10),
  descending: z.boolean().optional(),
  sortProperties: z.union([z.string(), z.array(z.string())]).optional(),
});

/** The paged list body of the content site (`pageno`, `limitCount`, `firstIndex: -2`). */
export const siteListQuery = z.object({
  pageno: z.number().int().min(0).default(1),
  limitCount: z.number().int().min(1).max(10_000).default(25),
  firstIndex: z.number().int().default(-2),
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
