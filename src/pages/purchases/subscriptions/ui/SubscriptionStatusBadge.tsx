import { subscriptionsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { StatusBadge } from '@/shared/ui/status-badge';

const TONES = { active: 'success', inactive: 'neutral', migrated: 'info', unknown: 'warning' } as const;

/** A subscription's status number in words: 1 Active, 2 Inactive, 3 Migrated, any other Unknown. */
export function SubscriptionStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('subscriptions');
  const named = subscriptionsContract.subscriptionStatusOf(status);
  return <StatusBadge tone={TONES[named]}>{t(`status.${named}`)}</StatusBadge>;
}
