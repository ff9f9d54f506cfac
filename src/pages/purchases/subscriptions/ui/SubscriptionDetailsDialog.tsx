import type { ReactNode } from 'react';
import { errorText, subscriptionsContract, useApi } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { Alert } from '@/shared/ui/alert';
import { DetailItem } from '@/shared/ui/detail-item';
import { Dialog } from '@/shared/ui/dialog';
import { Skeleton } from '@/shared/ui/skeleton';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';

type Detail = subscriptionsContract.SubscriptionDetail;
const { subscriptions } = subscriptionsContract;

/** 'Subscription Details': every field of the subscription whose row was pressed, in one wide list. */
export function SubscriptionDetailsDialog({ subscriptionId, onClose }: { subscriptionId: number | null; onClose(): void }) {
  const { t } = useTranslation('subscriptions');
  const reply = useApi(subscriptions.calls.find, subscriptionId === null ? null : (subscriptions.findArgs(subscriptionId) as never));
  return (
    <Dialog isOpen={subscriptionId !== null} onOpenChange={(open) => !open && onClose()} title={t('details.title')} size="xl">
      {reply.data ? (
        <SubscriptionFacts detail={reply.data} />
      ) : reply.error ? (
        <Alert tone="danger" title={t('details.failed')}>
          {errorText(reply.error)}
        </Alert>
      ) : (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label={t('details.loading')}>
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
        </div>
      )}
    </Dialog>
  );
}

function SubscriptionFacts({ detail }: { detail: Detail }) {
  const { t } = useTranslation('subscriptions');
  const dates = useDateFormats();
  const none = <span className="text-ink-muted">{t('details.none')}</span>;
  const code = (value: string | null): ReactNode => (value ? <span dir="ltr" className="break-all">{value}</span> : none);
  const yesNo = (value: boolean) => t(value ? 'details.yes' : 'details.no');
  const facts: [key: string, value: ReactNode, isUserText?: boolean][] = [
    ['id', detail.id],
    ['type', detail.type],
    ['status', <SubscriptionStatusBadge key="status" status={detail.status} />],
    ['name', detail.name ?? none, Boolean(detail.name)],
    ['userId', code(detail.userId)],
    ['emailAddress', code(detail.emailAddress)],
    ['deviceId', code(detail.deviceId)],
    ['platform', t(`platforms.${detail.platform}`)],
    ['os', detail.os ?? none],
    ['planId', code(detail.planId)],
    ['notificationType', code(detail.notificationType)],
    ['packageName', code(detail.packageName)],
    ['subScriptionId', code(detail.subScriptionId)],
    ['subScriptionPackName', detail.subScriptionPackName ?? none],
    ['purchaseToken', code(detail.purchaseToken)],
    ['purchaseType', code(detail.purchaseType)],
    ['startDate', dates.dateTime(detail.startDate)],
    ['expiryDate', detail.expiryDate ? dates.dateTime(detail.expiryDate) : t('details.lifetime')],
    ['autoRenewing', yesNo(detail.autoRenewing)],
    ['trialPeriod', code(detail.trialPeriod)],
    ['introOfferPeriod', code(detail.introOfferPeriod)],
    ['environment', detail.environment ?? none],
    ['createdByAppId', code(detail.createdByAppId)],
    ['iosTransactionId', code(detail.iosTransactionId)],
    ['migratedProUser', yesNo(detail.migratedProUser)],
    ['reTryRequired', yesNo(detail.reTryRequired)],
    ['reTryDetail', detail.reTryDetail ?? none, Boolean(detail.reTryDetail)],
    ['error', detail.error ?? none, Boolean(detail.error)],
    ['receipt', code(detail.receipt)],
    ['createDate', dates.dateTime(detail.createDate)],
    ['updateDate', dates.dateTime(detail.updateDate)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
      {facts.map(([key, value, isUserText]) => (
        <DetailItem key={key} label={t(`details.fields.${key}`)} isUserText={isUserText}>
          {value}
        </DetailItem>
      ))}
    </dl>
  );
}
