import { usersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { NumberField } from '@/shared/ui/number-field';
import { Select } from '@/shared/ui/select';
import type { useUserFilters } from '../model/userFilters';

const EVERY_STATUS = 'all';

/** The status filter (every status, or one of the four) and the user id search, beside the e-mail search. */
export function UserFilters({ filters }: { filters: ReturnType<typeof useUserFilters> }) {
  const { t } = useTranslation(['users', 'user-account']);
  const items = [
    { id: EVERY_STATUS, label: t('filters.everyStatus') },
    ...usersContract.USER_STATUSES.map((status) => ({ id: String(status), label: t(`user-account:status.${usersContract.USER_STATUS_NAMES[status]}`) })),
  ];
  return (
    <>
      <Select<string>
        label={t('filters.status')}
        hideLabel
        items={items}
        selectedKey={filters.status === null ? EVERY_STATUS : String(filters.status)}
        onSelectionChange={(key) => filters.setStatus(key === EVERY_STATUS ? null : Number(key))}
        className="w-44"
      />
      <NumberField
        label={t('filters.userId')}
        hideLabel
        placeholder={t('filters.userId')}
        value={filters.userId}
        onChange={(value) => filters.setUserId(Number.isInteger(value) && value > 0 ? value : null)}
        minValue={1}
        formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
        className="w-36"
      />
    </>
  );
}
