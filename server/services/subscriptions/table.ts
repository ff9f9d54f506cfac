import type { Generated } from 'kysely';

/** A subscription as stored; `details` holds the store's other fields as JSON (see `SubscriptionDetails`). */
export interface SubscriptionTable {
  id: Generated<number>;
  /** ATHAN or ACADEMY. */
  app_name: string;
  type: string;
  /** 1 active, 2 inactive, 3 migrated. */
  status: number;
  store_order_id: string;
  play_store_order_id: string | null;
  apple_store_order_id: string | null;
  device_id: string;
  user_id: string;
  email_address: string;
  /** PLAY_STORE or APP_STORE. */
  platform: string;
  start_date: string;
  /** Null for a lifetime purchase. */
  expiry_date: string | null;
  auto_renewing: number;
  retry_required: number;
  migrated_pro_user: number;
  details: string;
  created_at: string;
  updated_at: string;
}

/** The store's fields kept in `details`. */
export interface SubscriptionDetails {
  planId: string | null;
  notificationType: string | null;
  packageName: string | null;
  subScriptionId: string | null;
  subScriptionPackName: string | null;
  purchaseToken: string | null;
  receipt: string | null;
  environment: string | null;
  reTryDetail: string | null;
  trialPeriod: string | null;
  introOfferPeriod: string | null;
  createdByAppId: string | null;
  purchaseType: string | null;
  name: string | null;
  os: string | null;
  iosTransactionId: string | null;
  error: string | null;
}

declare module '../../db/schema' {
  interface Database {
    subscriptions: SubscriptionTable;
  }
}
