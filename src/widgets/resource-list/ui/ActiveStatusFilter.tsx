import { Select } from '@/shared/ui/select';
import type { ActiveStatus } from '../model/useActiveStatus';

export interface ActiveStatusFilterProps {
  status: ActiveStatus;
  onChange(status: ActiveStatus): void;
  labels: { label: string; all: string; active: string; inactive: string };
}

/** Every record, the active ones or the inactive ones: the toolbar's choice beside a list's search. */
export function ActiveStatusFilter({ status, onChange, labels }: ActiveStatusFilterProps) {
  return (
    <Select<ActiveStatus>
      label={labels.label}
      items={[
        { id: 'ALL', label: labels.all },
        { id: 'ACTIVE', label: labels.active },
        { id: 'INACTIVE', label: labels.inactive },
      ]}
      selectedKey={status}
      onSelectionChange={onChange}
      className="w-48"
    />
  );
}
