import { z } from 'zod';

/** One field a change touched, with its value before and after (null where there was none). */
export const historyChange = z.object({
  field: z.string(),
  from: z.unknown().nullable(),
  to: z.unknown().nullable(),
});

/** One change of a record made through the resource calls: who, when, what. */
export const historyEntry = z.object({
  id: z.number().int(),
  action: z.enum(['created', 'updated', 'deleted']),
  /** ISO 8601 date-time in UTC. */
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  changes: z.array(historyChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** Newest first. */
export const historyReply = z.object({ content: z.array(historyEntry) });
