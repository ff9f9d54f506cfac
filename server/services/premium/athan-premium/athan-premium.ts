import { fromDate, toCalendarDate, toZoned } from '@internationalized/date';
import type { FastifyInstance } from 'fastify';
import { premiumContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import { registerResource } from '../../../resources/register-resource';
import { drawPremiumCode } from './draw-code';
import './table';

const { athanPremium, ATHAN_PREMIUM_MESSAGES: M } = premiumContract;

/** The last millisecond of the day `now` falls on in `timeZone`: an expiry must come after it. */
export function endOfToday(now: number, timeZone = 'UTC'): number {
  const tomorrow = toCalendarDate(fromDate(new Date(now), timeZone)).add({ days: 1 });
  return toZoned(tomorrow, timeZone).toDate().getTime() - 1;
}

/** Draws before giving up: with 60 bits, even one clash is a once-in-an-age event. */
const DRAWS = 8;

/** A code no stored record has: drawn again while the draw is taken. */
async function freeCode(db: Db): Promise<string> {
  for (let draw = 0; draw < DRAWS; draw++) {
    const code = drawPremiumCode();
    const taken = await db.selectFrom('athan_premium_codes').select('id').where('code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
  throw new HttpError(409, M.noFreeCode);
}

const blankToNull = (text: string | null | undefined) => (text === undefined || text === null || text === '' ? null : text);

/**
 * `promo-code` and `AthanPremium`: the list with its three searches (name, e-mail, code), find, the
 * create (a drawn code, or the one typed on the form) and the form's update, each with its history.
 */
export function registerAthanPremiumCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(app, ctx, athanPremium, {
    table: 'athan_premium_codes',
    keywordColumns: ['code'],
    orderColumn: 'created_at',
    filterColumns: {
      username: { column: 'consumer_name', contains: true },
      email: { column: 'consumer_email', contains: true },
    },
    toRecord: (row) => ({
      id: Number(row.id),
      code: String(row.code),
      status: String(row.status),
      expiryDate: row.expiry_date === null ? null : String(row.expiry_date),
      consumerName: row.consumer_name === null ? null : String(row.consumer_name),
      consumerEmail: row.consumer_email === null ? null : String(row.consumer_email),
      type: row.code_type === null ? null : String(row.code_type),
      createDate: String(row.created_at),
    }),
    check: async (_db, input, { existing }) => {
      const { expiryDate, timeZone } = input as premiumContract.AthanPremiumCreateInput;
      // The picker disables today and earlier; the server holds the same line (spec §5), in the sender's day.
      if (existing === null && expiryDate && Date.parse(expiryDate) <= endOfToday(ctx.now(), timeZone)) {
        throw new HttpError(400, M.expiryTooSoon, { fields: { expiryDate: M.expiryTooSoon } });
      }
    },
    prepare: async (db, input, { existing }) => (input.code ? {} : { code: existing === null ? await freeCode(db) : String(existing.code) }),
    toColumns: (input, { now, existing }) => {
      const stamp = new Date(now).toISOString();
      const { expiryDate } = input as premiumContract.AthanPremiumCreateInput;
      return {
        ...(input.code ? { code: input.code } : {}),
        status: input.status,
        consumer_name: blankToNull(input.consumerName),
        consumer_email: blankToNull(input.consumerEmail),
        ...(existing === null ? { expiry_date: expiryDate ? new Date(expiryDate).toISOString() : null, created_at: stamp } : {}),
        updated_at: stamp,
      };
    },
    unique: [{ column: 'code', field: 'code', message: M.codeTaken }],
  });
}
