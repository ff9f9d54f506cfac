import { useTranslation } from '@/shared/i18n';
import { StatusBadge, type StatusTone } from '@/shared/ui/status-badge';
import type { ChapterStatus } from '../model/types';

const TONES: Record<ChapterStatus, StatusTone> = {
  NEW: 'info',
  PUBLISH: 'success',
  UNPUBLISHED: 'neutral',
  DELETED: 'danger',
};

/** A chapter's status in words: New, Published, Unpublished or Deleted. */
export function ChapterStatusBadge({ status }: { status: ChapterStatus }) {
  const { t } = useTranslation('chapters');
  return <StatusBadge tone={TONES[status]}>{t(`status.${status}`)}</StatusBadge>;
}
