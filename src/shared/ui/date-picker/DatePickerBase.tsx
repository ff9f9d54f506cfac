import { toCalendarDate, type CalendarDate, type CalendarDateTime } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  DatePicker as AriaDatePicker,
  Button,
  DateInput,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  I18nProvider,
  Label,
  Popover,
  Text,
  useLocale,
  type ValidationResult,
} from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { ErrorIcon, errorTextClassName } from '@/shared/ui/form-field';
import { CalendarPanel } from './CalendarPanel';
import {
  displayShiftDays,
  localeWithCalendar,
  shiftDays,
  shiftedFirstDayOfWeek,
  type CalendarSystem,
} from './calendarSystem';
import { CalendarIcon } from './icons';
import { CommitPendingDayOnClose, PopoverTimeField } from './PopoverTimeField';
import { segmentClassName } from './segmentClassName';

export type PickerValue = CalendarDate | CalendarDateTime;
export type InputFormat = 'locale' | 'iso';

/** A locale whose numeric dates read year-month-day with hyphens (2026-12-01), for the 'iso' field. */
const ISO_ORDER_LOCALE = 'en-CA';

export interface DatePickerBaseProps<T extends PickerValue> {
  /** The field's visible name, also its accessible name. */
  label: string;
  /** The stored (Gregorian) value. */
  value: T | null;
  /** Called with the new (Gregorian) value, or null when the field is emptied. */
  onChange?: (value: T | null) => void;
  /** 'day' for a date, 'minute' for a date and time. */
  granularity: 'day' | 'minute';
  /** gregorian (the default), or hijri to show and pick dates in the Umm al-Qura calendar; the value stays Gregorian. */
  calendar?: CalendarSystem;
  /** Whole days (−2…+2) added to the Hijri display; ignored for Gregorian. */
  hijriAdjustment?: number;
  /** The earliest allowed (Gregorian) value; an earlier one marks the field invalid, with a message naming the bound. */
  minValue?: PickerValue | null;
  /** The latest allowed (Gregorian) value; a later one marks the field invalid, with a message naming the bound. */
  maxValue?: PickerValue | null;
  /** Receives the real Gregorian day. */
  isDateUnavailable?: (date: CalendarDate) => boolean;
  /** The month the calendar opens on while the field is empty. */
  placeholderValue?: T | null;
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
  /** Shows the value but refuses changes. */
  isReadOnly?: boolean;
  /** The field's name in a native form's data, passed to react-aria. */
  name?: string;
  /** Defaults to closing on a picked day for dates, and staying open for the time of a date-time. */
  shouldCloseOnSelect?: boolean;
  /**
   * How the field is typed and shown: in the interface locale's order ('locale', e.g. 12/01/2026), or
   * as 'iso' YYYY-MM-DD in every language. The calendar popover stays in the interface language.
   */
  inputFormat?: InputFormat;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
}

const DISPLAY_FORMAT: Record<'day' | 'minute', Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'medium', timeZone: 'UTC' },
  minute: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' },
};

/**
 * The shared body of the date and date-time pickers. Values stay Gregorian; the Hijri display and
 * its adjustment happen here: the picker is given the stored date moved by the adjustment, inside a
 * locale whose calendar is Umm al-Qura, and every date it emits is moved back.
 */
export function DatePickerBase<T extends PickerValue>({
  label,
  value,
  onChange,
  granularity,
  calendar = 'gregorian',
  hijriAdjustment,
  minValue,
  maxValue,
  isDateUnavailable,
  placeholderValue,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  isReadOnly,
  name,
  shouldCloseOnSelect = granularity === 'day',
  inputFormat = 'locale',
  className,
}: DatePickerBaseProps<T>) {
  const { t } = useTranslation('ui-files-dates');
  const { locale: interfaceLocale } = useLocale();
  const calendarLocale = localeWithCalendar(interfaceLocale, calendar);
  const shift = displayShiftDays(calendar, hijriAdjustment);

  const shownMin = minValue ? shiftDays(minValue, shift) : undefined;
  const shownMax = maxValue ? shiftDays(maxValue, shift) : undefined;
  const shownUnavailable = isDateUnavailable
    ? (shown: Parameters<typeof toCalendarDate>[0]) => isDateUnavailable(shiftDays(toCalendarDate(shown), -shift))
    : undefined;

  const isInvalidByProp = isInvalid ?? Boolean(errorMessage);
  const formatShown = (shown: PickerValue) =>
    new Intl.DateTimeFormat(calendarLocale, DISPLAY_FORMAT[granularity]).format(shown.toDate('UTC'));

  const errorText = (validation: ValidationResult) => {
    if (isInvalidByProp && errorMessage) return errorMessage;
    const details = validation.validationDetails;
    if (details.rangeUnderflow && shownMin) return t('datePicker.tooEarly', { date: formatShown(shownMin) });
    if (details.rangeOverflow && shownMax) return t('datePicker.tooLate', { date: formatShown(shownMax) });
    if (details.badInput) return t('datePicker.unavailable');
    if (details.valueMissing) return t('datePicker.required');
    return validation.validationErrors.join(' ');
  };

  const gregorianHint =
    calendar === 'hijri' && value
      ? t('datePicker.gregorianEquivalent', {
          date: new Intl.DateTimeFormat(
            localeWithCalendar(interfaceLocale, 'gregorian'),
            DISPLAY_FORMAT[granularity],
          ).format(value.toDate('UTC')),
        })
      : null;

  return (
    <I18nProvider locale={calendarLocale}>
      <AriaDatePicker<PickerValue>
        className={cn('group/picker flex w-full flex-col gap-1.5', className)}
        value={value ? shiftDays(value, shift) : null}
        onChange={(shown) => onChange?.(shown ? (shiftDays(shown as T, -shift) as T) : null)}
        placeholderValue={placeholderValue ? shiftDays(placeholderValue, shift) : undefined}
        granularity={granularity}
        minValue={shownMin}
        maxValue={shownMax}
        isDateUnavailable={shownUnavailable}
        firstDayOfWeek={shiftedFirstDayOfWeek(calendarLocale, shift)}
        isInvalid={isInvalidByProp || undefined}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        name={name}
        shouldCloseOnSelect={shouldCloseOnSelect}
        validationBehavior="aria"
        hideTimeZone
      >
        <Label className="text-sm font-medium text-ink">
          {label}
          {isRequired && (
            <span aria-hidden="true" className="ms-0.5 text-danger-600">
              *
            </span>
          )}
        </Label>
        <Group
          className={cn(
            'flex h-10 items-center gap-1 rounded-control border border-border-strong bg-surface ps-3 pe-1 text-sm text-ink',
            'focus-within:border-focus focus-within:ring-1 focus-within:ring-focus',
            'data-invalid:border-danger-600 data-invalid:focus-within:ring-danger-600',
            'data-disabled:border-border data-disabled:bg-surface-sunken data-disabled:text-ink-subtle',
          )}
        >
          {/* The field's own locale orders its segments; an ISO date reads left to right in Urdu too, at the field's start. */}
          <I18nProvider locale={inputFormat === 'iso' ? localeWithCalendar(ISO_ORDER_LOCALE, calendar) : calendarLocale}>
            <DateInput
              className={cn(
                'flex min-w-0 flex-1 items-center overflow-x-auto whitespace-nowrap',
                inputFormat === 'iso' && '[direction:ltr] rtl:justify-end',
              )}
            >
              {/* Each segment is named ("year", "month"…) in the interface language, whatever order the field is typed in. */}
              {(segment) => (
                <I18nProvider locale={calendarLocale}>
                  <DateSegment
                    segment={segment}
                    className={segmentClassName}
                  />
                </I18nProvider>
              )}
            </DateInput>
          </I18nProvider>
          <Button
            aria-label={t('datePicker.openCalendar')}
            className={cn(
              'grid size-8 shrink-0 place-items-center rounded-control text-ink-muted outline-none',
              'hover:bg-surface-sunken hover:text-ink focus-visible:ring-2 focus-visible:ring-focus',
              'pressed:bg-surface-sunken disabled:cursor-not-allowed disabled:hover:bg-transparent',
            )}
          >
            <CalendarIcon />
          </Button>
        </Group>
        {(description || gregorianHint) && (
          <Text slot="description" className="flex flex-col text-xs text-ink-muted">
            {description && <span>{description}</span>}
            {gregorianHint && <span>{gregorianHint}</span>}
          </Text>
        )}
        <FieldError className={errorTextClassName}>
          {(validation) => (
            <>
              <ErrorIcon className="mt-0.5 shrink-0 text-sm" />
              <span>{errorText(validation)}</span>
            </>
          )}
        </FieldError>
        {granularity === 'minute' && <CommitPendingDayOnClose />}
        <Popover
          placement="bottom start"
          offset={6}
          className="rounded-card border border-border bg-surface p-3 shadow-overlay outline-none"
        >
          <Dialog className="flex flex-col gap-3 outline-none">
            <CalendarPanel shift={shift} />
            {granularity === 'minute' && <PopoverTimeField />}
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
