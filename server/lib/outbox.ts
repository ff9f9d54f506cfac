import type { Db } from '../db/database';
import { seal } from './sealing';

export interface Mail {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
}

/**
 * Puts a mail in the outbox, its body sealed with the server's secret (a copy of the database then
 * yields no working link). Answers its id. The embedded server sends nothing: a mail transport reads
 * the table.
 */
export async function queueMail(db: Db, secret: string, mail: Mail, now: number): Promise<number> {
  const { id } = await db
    .insertInto('outbox')
    .values({ mail_to: mail.to, subject: mail.subject, body: seal(mail.body, secret, 'outbox'), created_at: new Date(now).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}
