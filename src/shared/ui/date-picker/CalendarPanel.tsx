import { getLocalTimeZone, isSameDay, today, type CalendarDate } from '@internationalized/date';
import { useMemo } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  Heading,
  useLocale,
  type CalendarCellRenderProps,
} from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { shiftDays, weekdayNames } from './calendarSystem';
import { ChevronIcon } from './icons';

interface CalendarPanelProps {
  /** Days between a shown date and the stored date it stands for (the Hijri adjustment). */
  shift: number;
}

const navButton = cn(
  'grid size-8 place-items-center rounded-control text-ink-muted outline-none',
  'hover:bg-surface-sunken hover:text-ink focus-visible:ring-2 focus-visible:ring-focus',
  'disabled:cursor-not-allowed disabled:opacity-40',
);

/**
 * The month grid inside a date picker's popover. It lives inside the picker's calendar locale, so
 * the heading and day numbers are Hijri or Gregorian as chosen.
 */
export function CalendarPanel({ shift }: CalendarPanelProps) {
  const { t } = useTranslation('ui-files-dates');
  const { locale } = useLocale();
  const columnNames = useMemo(() => weekdayNames(locale), [locale]);
  const realToday = useMemo(() => today(getLocalTimeZone()), []);

  return (
    <Calendar className="w-fit">
      <header className="flex items-center justify-between gap-2 pb-2">
        <Button slot="previous" aria-label={t('datePicker.previousMonth')} className={navButton}>
          <ChevronIcon towards="back" />
        </Button>
        <Heading className="text-sm font-semibold text-ink" />
        <Button slot="next" aria-label={t('datePicker.nextMonth')} className={navButton}>
          <ChevronIcon towards="forward" />
        </Button>
      </header>
      <CalendarGrid className="border-separate border-spacing-0.5">
        {/* Our own header: with a Hijri adjustment the grid's week is rotated, the real weekdays are not. */}
        <thead aria-hidden="true">
          <tr>
            {columnNames.map((name, column) => (
              <th key={column} className="pb-1 text-xs font-medium text-ink-muted">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <CalendarGridBody>
          {(date) => <DayCell date={date} shift={shift} realToday={realToday} locale={locale} />}
        </CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}

interface DayCellProps {
  /** The day the cell shows, in the calendar shown. */
  date: CalendarDate;
  /** Days between a shown date and the stored date it stands for (the Hijri adjustment). */
  shift: number;
  /** Today's real date, which the cell marks when it stands for it. */
  realToday: CalendarDate;
  /** The calendar's locale, for the weekday names in the cell's spoken label. */
  locale: string;
}

function DayCell({ date, shift, realToday, locale }: DayCellProps) {
  const isToday = isSameDay(shiftDays(date, -shift), realToday);
  return (
    <CalendarCell
      date={date}
      className={({ isSelected }: CalendarCellRenderProps) =>
        cn(
          'grid size-9 cursor-default place-items-center rounded-control text-sm tabular-nums text-ink outline-none',
          'hover:bg-surface-sunken data-pressed:bg-brand-100',
          'data-focus-visible:ring-2 data-focus-visible:ring-focus',
          'data-outside-month:invisible',
          'data-disabled:cursor-not-allowed data-disabled:opacity-40 data-disabled:hover:bg-transparent',
          'data-unavailable:cursor-not-allowed data-unavailable:text-danger-700 data-unavailable:line-through',
          isToday && !isSelected && 'font-bold text-brand-700 underline underline-offset-4',
          isSelected && 'bg-brand-600 font-semibold text-ink-inverse hover:bg-brand-700',
        )
      }
      render={
        shift === 0
          ? undefined
          : (props, renderProps) => (
              <div {...props} aria-label={withRealWeekday(props['aria-label'], renderProps.date, shift, locale)} />
            )
      }
    />
  );
}

/**
 * A cell's spoken label names the weekday of the shown date; with an adjustment the real weekday
 * is `shift` days earlier, so swap the name.
 */
function withRealWeekday(label: string | undefined, shown: CalendarDate, shift: number, locale: string) {
  if (!label) return label;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const shownName = weekday.format(shown.toDate('UTC'));
  const realName = weekday.format(shiftDays(shown, -shift).toDate('UTC'));
  return label.replace(shownName, realName);
}
