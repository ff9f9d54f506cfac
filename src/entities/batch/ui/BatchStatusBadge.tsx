import type { batchesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { StatusBadge, type StatusTone } from '@/shared/ui/status-badge';

const TONES: Record<batchesContract.BatchStatus, StatusTone> = { RUNNING: 'success', FINISHED: 'neutral' };

/** A batch's status in words: Running or Finished. */
export function BatchStatusBadge({ status }: { status: batchesContract.BatchStatus }) {
  const { t } = useTranslation('batch-contents');
  return <StatusBadge tone={TONES[status]}>{t(`status.${status}`)}</StatusBadge>;
}
