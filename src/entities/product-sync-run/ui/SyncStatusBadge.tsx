import type { shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { StatusBadge } from '@/shared/ui/status-badge';

const TONES = { PENDING: 'neutral', RUNNING: 'info', SUCCESS: 'success', FAILED: 'danger' } as const;

/** A sync run's state in words: waiting, running, done or failed. */
export function SyncStatusBadge({ status }: { status: shopContract.SyncStatus }) {
  const { t } = useTranslation('vendor-sync');
  return <StatusBadge tone={TONES[status]}>{t(`status.${status}`)}</StatusBadge>;
}
