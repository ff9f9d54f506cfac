import { useTranslation } from '@/shared/i18n';
import { Checkbox } from '@/shared/ui/checkbox';
import { ALL, BIT_ORDER, holdsBit, withBit } from '../model/bits';

export interface BitCheckboxesProps {
  /** The group's name ('Bit settings'). */
  label: string;
  value: number;
  onChange(value: number): void;
  isDisabled?: boolean;
  description?: string;
}

/** One checkbox per bit; choosing ALL clears and disables the others. */
export function BitCheckboxes({ label, value, onChange, isDisabled, description }: BitCheckboxesProps) {
  const { t } = useTranslation('security-bits');
  const isAll = value === ALL;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{label}</legend>
      {description && <p className="text-sm text-ink-muted">{description}</p>}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {BIT_ORDER.map((bit) => (
          <Checkbox
            key={bit}
            isSelected={holdsBit(value, bit)}
            isDisabled={isDisabled || (isAll && bit !== 'all')}
            onChange={(chosen) => onChange(withBit(value, bit, chosen))}
          >
            {t(`bits.${bit}`)}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}
