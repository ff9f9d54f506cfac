import type { ReactNode } from 'react';
import {
  DatePickerBase,
  formatIsoDateTime,
  parseIsoBound,
  parseIsoDateTime,
  type CalendarSystem,
} from '@/shared/ui/date-picker';

export interface DateTimePickerProps {
  /** The field's visible name, also its accessible name. */
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
  /** Help text under the field, read as the field's description; a Hijri field with a value also shows its Gregorian date and time there. */
  description?: ReactNode;
  /** Shown under the field in place of the built-in messages; a message alone marks the field invalid. */
  errorMessage?: string;
  /** Marks the field invalid; when omitted, an `errorMessage` alone does. */
  isInvalid?: boolean;
  /** Shows an asterisk by the label and tells screen readers the field is required; passed to react-aria. */
  isRequired?: boolean;
  /** Greys the field out and refuses changes; the calendar does not open. */
  isDisabled?: boolean;
  /** Shows the date and time but refuses changes. */
  isReadOnly?: boolean;
  /** The field's name in a native form's data, passed to react-aria. */
  name?: string;
  /** Extra classes for the outer element, for placement only. */
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
