import { HttpResponse } from 'msw';
import { subscriptionsContract } from '@/shared/api';
import { contractHandler, memoryResource } from '@/shared/lib/storybook';

type Detail = subscriptionsContract.SubscriptionDetail;
type Row = subscriptionsContract.SubscriptionRow;
export type SubscriptionFixture = Detail & Row & { appName: subscriptionsContract.SubscriptionApp };
const { subscriptions, subscriptionReceipt } = subscriptionsContract;

const PEOPLE: [name: string, mail: string][] = [
  ['عمران احمد خان', 'imran.khan'],
  ['Ayesha Siddiqui', 'ayesha.siddiqui'],
  ['فاطمہ زہرا', 'fatima.zahra'],
  ['Yusuf Rahman', 'yusuf.rahman'],
  ['خديجة الأنصاري', 'khadija.ansari'],
  ['Hamza Qureshi', 'hamza.qureshi'],
];

/** Subscription `id`: Athan unless a multiple of 4, Play Store when odd; statuses 1, 2, 3 and 0 (unknown) in turn; every seventh for life. */
export function subscriptionFixture(id: number): SubscriptionFixture {
  const isPlay = id % 2 === 1;
  const type = id % 7 === 0 ? 'LIFETIME' : id % 3 === 0 ? 'YEARLY' : 'MONTHLY';
  const status = [1, 2, 3, 0][(id - 1) % 4]!;
  const [name, mail] = PEOPLE[(id - 1) % PEOPLE.length]!;
  const orderId = isPlay ? `GPA.3${String(id).padStart(3, '0')}-4417-2093-${String(id * 13).padStart(5, '0')}` : `20000000${String(id * 9973).padStart(8, '0')}`;
  const start = new Date(Date.UTC(2026, 9, id, 9, 30)).toISOString();
  return {
    appName: id % 4 === 0 ? 'ACADEMY' : 'ATHAN',
    subscriptionId: id,
    subscriptionType: type,
    storeOrderId: orderId,
    id,
    type,
    status,
    deviceId: `${isPlay ? 'android' : 'ios'}-${(id * 48271).toString(16).padStart(8, '0')}`,
    userId: String(100000 + id),
    emailAddress: `${mail}${id}@example.com`,
    planId: type === 'LIFETIME' ? null : `athan_premium_${type.toLowerCase()}`,
    notificationType: isPlay ? 'SUBSCRIPTION_PURCHASED' : 'SUBSCRIBED',
    packageName: 'com.muslimlife.athan',
    subScriptionId: `athan_premium_${type.toLowerCase()}`,
    subScriptionPackName: `Athan Premium ${type[0]}${type.slice(1).toLowerCase()}`,
    purchaseToken: isPlay ? `token.${id}.kq81mz` : null,
    startDate: start,
    expiryDate: type === 'LIFETIME' ? null : new Date(Date.parse(start) + (type === 'YEARLY' ? 365 : 30) * 86_400_000).toISOString(),
    autoRenewing: status === 1 && type !== 'LIFETIME',
    receipt: isPlay ? null : `MIIT${id}receipt`,
    platform: isPlay ? 'PLAY_STORE' : 'APP_STORE',
    createDate: start,
    updateDate: start,
    environment: 'Production',
    reTryRequired: false,
    reTryDetail: null,
    trialPeriod: id % 5 === 0 ? 'P7D' : null,
    introOfferPeriod: null,
    createdByAppId: isPlay ? 'athan-android' : 'athan-ios',
    purchaseType: type === 'LIFETIME' ? 'ONE_TIME' : 'SUBSCRIPTION',
    name,
    os: isPlay ? 'Android 13' : 'iOS 17.2',
    migratedProUser: status === 3,
    iosTransactionId: isPlay ? null : orderId,
    error: null,
  };
}

/** Twenty-four subscriptions, newest first: eighteen of Athan, six of Academy. */
export const subscriptionFixtures = Array.from({ length: 24 }, (_, index) => subscriptionFixture(24 - index));
export const byStatus = { active: subscriptionFixture(1), inactive: subscriptionFixture(2), migrated: subscriptionFixture(3), unknown: subscriptionFixture(8), lifetime: subscriptionFixture(7) };

const contains = (value: string, words: unknown) => !words || value.toLowerCase().includes(String(words).toLowerCase());

export const subscriptionRows = memoryResource(subscriptions, subscriptionFixtures, {
  matches: (row, body) =>
    row.appName === (body.appName ?? 'ATHAN') &&
    (!body.userId || row.userId === body.userId) &&
    contains(row.emailAddress, body.emailAddress) &&
    contains(row.storeOrderId, body.storeOrderId) &&
    (!body.playStoreOrderId || (row.platform === 'PLAY_STORE' && contains(row.storeOrderId, body.playStoreOrderId))) &&
    (!body.appleStoreOrderId || (row.platform === 'APP_STORE' && contains(row.storeOrderId, body.appleStoreOrderId))),
});

/** The smallest PDF a browser opens: what the receipt call answers in stories. */
const TINY_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
export const receiptHandler = contractHandler(subscriptionReceipt, () => new HttpResponse(TINY_PDF, { headers: { 'content-type': 'application/pdf' } }));
export const failingReceiptHandler = contractHandler(subscriptionReceipt, () =>
  HttpResponse.json({ success: false, message: 'The subscriptions service is unavailable.' }, { status: 503 }),
);
