import type { ReactNode } from 'react';
import { DatePickerBase, type InputFormat } from './DatePickerBase';
import { parseIsoBound, parseIsoDate, type CalendarSystem } from './calendarSystem';

export interface DatePickerProps {
  label: string;
  /** 'YYYY-MM-DD' (always Gregorian), or null when empty. */
  value?: string | null;
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
  description?: ReactNode;
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
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
