import { useContext, useEffect, useRef } from 'react';
import { DateInput, DatePickerStateContext, DateSegment, Label, TimeField } from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { segmentClassName } from './segmentClassName';

/**
 * The time under the month grid of a date-time picker. It edits the picker's pending time, so a day
 * picked in the grid and a time typed here are committed together.
 */
export function PopoverTimeField() {
  const { t } = useTranslation('ui-files-dates');
  const state = useContext(DatePickerStateContext);
  if (!state) return null;
  return (
    <TimeField
      value={state.timeValue}
      onChange={(time) => time && state.setTimeValue(time)}
      granularity="minute"
      hideTimeZone
      className="flex items-center justify-between gap-3 border-t border-border pt-3"
    >
      <Label className="text-sm font-medium text-ink">{t('datePicker.time')}</Label>
      <DateInput
        className={cn(
          'flex h-9 items-center rounded-control border border-border-strong bg-surface px-2 text-sm text-ink',
          'focus-within:border-focus focus-within:ring-1 focus-within:ring-focus',
        )}
      >
        {(segment) => <DateSegment segment={segment} className={segmentClassName} />}
      </DateInput>
    </TimeField>
  );
}

/**
 * A day picked without a time is only kept when the popover closes through the picker itself;
 * Escape or a click outside would drop it. This commits it (with the placeholder time) either way.
 */
export function CommitPendingDayOnClose() {
  const state = useContext(DatePickerStateContext);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!state) return;
    if (wasOpen.current && !state.isOpen && !state.value && state.dateValue) state.setOpen(false);
    wasOpen.current = state.isOpen;
  });
  return null;
}
