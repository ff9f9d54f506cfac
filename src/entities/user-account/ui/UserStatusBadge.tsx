import { usersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { StatusBadge, type StatusTone } from '@/shared/ui/status-badge';

const TONES: Record<usersContract.UserStatus, StatusTone> = { 0: 'warning', 1: 'success', 2: 'neutral', 3: 'danger' };

export interface UserStatusBadgeProps {
  /** 0 Pending, 1 Active, 2 Locked, 3 Admin locked. */
  status: number;
}

/** A user's status in words, coloured by what it allows: Active green, Pending amber, Locked grey, Admin locked red. */
export function UserStatusBadge({ status }: UserStatusBadgeProps) {
  const { t } = useTranslation('user-account');
  const known = status as usersContract.UserStatus;
  return <StatusBadge tone={TONES[known] ?? 'neutral'}>{t(`status.${usersContract.USER_STATUS_NAMES[known] ?? 'pending'}`)}</StatusBadge>;
}
