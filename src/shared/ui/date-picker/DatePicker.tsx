import type { ReactNode } from 'react';
import { DatePickerBase, type InputFormat } from './DatePickerBase';
import { parseIsoBound, parseIsoDate, type CalendarSystem } from './calendarSystem';

export interface DatePickerProps {
  /** The field's visible name, also its accessible name. */
  label: string;
  /** 'YYYY-MM-DD' (always Gregorian), or null when empty. */
  value?: string | null;
  /** Called with the new day as 'YYYY-MM-DD', or null when the field is emptied. */
  onChange?: (value: string | null) => void;
  /** How the date is shown and picked; the stored value stays Gregorian. */
  calendar?: CalendarSystem;
  /** Whole days (−2…+2) the country's Hijri date differs from Umm al-Qura. */
  hijriAdjustment?: number;
  /** Earliest allowed day, 'YYYY-MM-DD'. */
  minValue?: string;
  /** Latest allowed day, 'YYYY-MM-DD'. */
  maxValue?: string;
  /** Days that cannot be picked, asked with 'YYYY-MM-DD'. */
  isDateUnavailable?: (isoDate: string) => boolean;
  /** The month the calendar opens on while empty, 'YYYY-MM-DD' (defaults to today). */
  placeholderValue?: string;
  /** 'iso' types and shows the day as YYYY-MM-DD in every language; the interface locale's order otherwise. */
  inputFormat?: InputFormat;
  /** Help text under the field, read as the field's description; a Hijri field with a value also shows its Gregorian date there. */
  description?: ReactNode;
  /** Shown under the field in place of the built-in messages; a message alone marks the field invalid. */
  errorMessage?: string;
  /** Marks the field invalid; when omitted, an `errorMessage` alone does. */
  isInvalid?: boolean;
  /** Shows an asterisk by the label and tells screen readers the field is required; passed to react-aria. */
  isRequired?: boolean;
  /** Greys the field out and refuses changes; the calendar does not open. */
  isDisabled?: boolean;
  /** Shows the date but refuses changes. */
  isReadOnly?: boolean;
  /** The field's name in a native form's data, passed to react-aria. */
  name?: string;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
}

/** A date field with a calendar popover, Gregorian or Hijri, storing 'YYYY-MM-DD'. */
export function DatePicker({
  value,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  placeholderValue,
  ...props
}: DatePickerProps) {
  return (
    <DatePickerBase
      {...props}
      granularity="day"
      value={parseIsoDate(value)}
      onChange={(date) => onChange?.(date ? date.toString() : null)}
      minValue={parseIsoBound(minValue)}
      maxValue={parseIsoBound(maxValue)}
      isDateUnavailable={isDateUnavailable && ((date) => isDateUnavailable(date.toString()))}
      placeholderValue={parseIsoDate(placeholderValue)}
    />
  );
}
