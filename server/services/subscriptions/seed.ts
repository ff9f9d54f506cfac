import type { Db } from '../../db/database';
import type { SubscriptionDetails, SubscriptionTable } from './table';
import './table';

const DAY = 24 * 60 * 60 * 1000;

/** How many demo subscriptions there are, and how many go in one insert. */
export const DEMO_SUBSCRIPTION_COUNT = 500;
const BATCH = 100;

/** Subscribers' names, in English, Urdu and Arabic, with the Latin part of their e-mail address. */
const NAMES: readonly [name: string, mail: string][] = [
  ['Ayesha Siddiqui', 'ayesha.siddiqui'],
  ['عمران احمد خان', 'imran.khan'],
  ['Yusuf Rahman', 'yusuf.rahman'],
  ['فاطمہ زہرا', 'fatima.zahra'],
  ['محمد عبد الله', 'mohammed.abdullah'],
  ['Hamza Qureshi', 'hamza.qureshi'],
  ['Maryam Ali', 'maryam.ali'],
  ['زینب حسین', 'zainab.hussain'],
  ['Bilal Ahmed', 'bilal.ahmed'],
  ['خديجة الأنصاري', 'khadija.ansari'],
  ['Omar Farooq', 'omar.farooq'],
  ['Sana Mirza', 'sana.mirza'],
];

const PLANS = [
  ['MONTHLY', 'athan_premium_monthly', 'P1M'],
  ['YEARLY', 'athan_premium_yearly', 'P1Y'],
  ['LIFETIME', 'athan_premium_lifetime', null],
] as const;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Demo subscription `n` (1…500): its app, store, status, plan and subscriber follow from `n`. */
export function demoSubscription(n: number, now: number): Omit<SubscriptionTable, 'id'> {
  const app = n % 4 === 0 ? 'ACADEMY' : 'ATHAN';
  const isPlay = n % 2 === 1;
  // Statuses 1, 2 and 3 in turn, with an unknown 0 now and then.
  const status = n % 50 === 0 ? 0 : [1, 1, 2, 3][n % 4 === 0 ? (n / 4) % 4 : n % 4]!;
  const [type, product, period] = n % 7 === 0 ? PLANS[2] : PLANS[n % 3 === 0 ? 1 : 0];
  const [name, mail] = NAMES[n % NAMES.length]!;
  const orderId = isPlay ? `GPA.3${pad(n, 3)}-${pad((n * 7919) % 10000, 4)}-${pad((n * 104729) % 10000, 4)}-${pad(n * 13, 5)}` : `2000000${pad(n * 9973, 8)}`;
  const started = now - ((n * 37) % 700) * DAY - (n % 24) * 60 * 60 * 1000;
  const length = type === 'YEARLY' ? 365 : 30;
  const expiry = period === null ? null : new Date(started + length * DAY).toISOString();
  const appSlug = app.toLowerCase();
  const productId = product.replace('athan', appSlug);
  const details: SubscriptionDetails = {
    planId: period === null ? null : `${productId}-${period.toLowerCase()}`,
    notificationType: isPlay ? ['SUBSCRIPTION_PURCHASED', 'SUBSCRIPTION_RENEWED', 'SUBSCRIPTION_CANCELED'][n % 3]! : ['SUBSCRIBED', 'DID_RENEW', 'EXPIRED'][n % 3]!,
    packageName: `com.muslimlife.${appSlug}`,
    subScriptionId: productId,
    subScriptionPackName: `${app === 'ATHAN' ? 'Athan' : 'Academy'} Premium ${type === 'LIFETIME' ? 'Lifetime' : type === 'YEARLY' ? 'Yearly' : 'Monthly'}`,
    purchaseToken: isPlay ? `token.${pad(n, 4)}.${(n * 2654435761).toString(36)}` : null,
    receipt: isPlay ? null : `MIIT${(n * 40503).toString(36).toUpperCase()}receipt`,
    environment: n % 25 === 0 ? 'Sandbox' : 'Production',
    reTryDetail: n % 17 === 0 ? 'The store did not answer; asked again an hour later' : null,
    trialPeriod: n % 5 === 0 ? 'P7D' : null,
    introOfferPeriod: n % 11 === 0 ? 'P1M' : null,
    createdByAppId: `${appSlug}-${isPlay ? 'android' : 'ios'}`,
    purchaseType: type === 'LIFETIME' ? 'ONE_TIME' : 'SUBSCRIPTION',
    name,
    os: isPlay ? `Android ${11 + (n % 4)}` : `iOS ${15 + (n % 3)}.${n % 5}`,
    iosTransactionId: isPlay ? null : orderId,
    error: n % 29 === 0 ? 'Receipt validation failed once: status 21007' : null,
  };
  return {
    app_name: app,
    type,
    status,
    store_order_id: orderId,
    play_store_order_id: isPlay ? orderId : null,
    apple_store_order_id: isPlay ? null : orderId,
    device_id: `${isPlay ? 'android' : 'ios'}-${(n * 48271).toString(16).padStart(8, '0')}`,
    user_id: String(100000 + (n % 180)),
    email_address: `${mail}${n % 180}@example.com`,
    platform: isPlay ? 'PLAY_STORE' : 'APP_STORE',
    start_date: new Date(started).toISOString(),
    expiry_date: expiry,
    auto_renewing: status === 1 && period !== null ? 1 : 0,
    retry_required: n % 17 === 0 ? 1 : 0,
    migrated_pro_user: status === 3 ? 1 : 0,
    details: JSON.stringify(details),
    created_at: new Date(started).toISOString(),
    updated_at: new Date(started + ((n * 5) % 30) * DAY).toISOString(),
  };
}

/** 500 subscriptions of both apps and stores, every status, some lifetime, some with Urdu or Arabic names. */
export async function seedSubscriptions(db: Db, now: number): Promise<void> {
  for (let first = 1; first <= DEMO_SUBSCRIPTION_COUNT; first += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, DEMO_SUBSCRIPTION_COUNT - first + 1) }, (_, index) => ({ id: first + index, ...demoSubscription(first + index, now) }));
    await db.insertInto('subscriptions').values(rows).execute();
  }
}
