import type { lessonsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { StatusBadge, type StatusTone } from '@/shared/ui/status-badge';

const TONES: Record<lessonsContract.LessonStatus, StatusTone> = { NEW: 'info', PUBLISH: 'success', UNPUBLISHED: 'neutral' };

/** A lesson's status in words: New, Published or Unpublished. */
export function LessonStatusBadge({ status }: { status: lessonsContract.LessonStatus }) {
  const { t } = useTranslation('lessons');
  return <StatusBadge tone={TONES[status]}>{t(`status.${status}`)}</StatusBadge>;
}
