import { useTranslation } from '@/shared/i18n';
import { StatusBadge } from '@/shared/ui/status-badge';
import type { CourseType } from '../model/listRow';

/** A course's type as a badge: MASTERCLASS (paid, in the brand colour) or BASIC. */
export function CourseTypeBadge({ type }: { type: CourseType }) {
  const { t } = useTranslation('courses');
  return <StatusBadge tone={type === 'MASTERCLASS' ? 'brand' : 'neutral'}>{t(`types.${type}`)}</StatusBadge>;
}
