import type { ReactNode } from 'react';
import {
  DatePickerBase,
  formatIsoDateTime,
  parseIsoBound,
  parseIsoDateTime,
  type CalendarSystem,
} from '@/shared/ui/date-picker';

export interface DateTimePickerProps {
  label: string;
  /** 'YYYY-MM-DDTHH:mm:ss' (Gregorian, no time zone), or null when empty. */
  value?: string | null;
  /** Receives 'YYYY-MM-DDTHH:mm:ss' or null. */
  onChange?: (value: string | null) => void;
  /** How the date is shown and picked; the stored value stays Gregorian. */
  calendar?: CalendarSystem;
  /** Whole days (−2…+2) the country's Hijri date differs from Umm al-Qura. */
  hijriAdjustment?: number;
  /** Earliest allowed moment: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm:ss'. */
  minValue?: string;
  /** Latest allowed moment: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm:ss'. */
  maxValue?: string;
  /** Days that cannot be picked, asked with 'YYYY-MM-DD'. */
  isDateUnavailable?: (isoDate: string) => boolean;
  /** The month the calendar opens on while empty, and the time a picked day starts with. */
  placeholderValue?: string;
  description?: ReactNode;
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  className?: string;
}

/** A date and time field with a calendar and a time field in its popover, storing local ISO date-times. */
export function DateTimePicker({
  value,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  placeholderValue,
  ...props
}: DateTimePickerProps) {
  return (
    <DatePickerBase
      {...props}
      granularity="minute"
      value={parseIsoDateTime(value)}
      onChange={(dateTime) => onChange?.(dateTime ? formatIsoDateTime(dateTime) : null)}
      minValue={parseIsoBound(minValue)}
      maxValue={parseIsoBound(maxValue)}
      isDateUnavailable={isDateUnavailable && ((date) => isDateUnavailable(date.toString()))}
      placeholderValue={parseIsoDateTime(placeholderValue)}
    />
  );
}
