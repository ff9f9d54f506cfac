import type { Generated } from 'kysely';

/** An Athan premium code as stored. */
export interface AthanPremiumCodeTable {
  id: Generated<number>;
  code: string;
  status: string;
  /** ISO 8601 in UTC, or null for an unlimited code. */
  expiry_date: string | null;
  consumer_name: string | null;
  consumer_email: string | null;
  code_type: string | null;
  created_at: string;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    athan_premium_codes: AthanPremiumCodeTable;
  }
}
