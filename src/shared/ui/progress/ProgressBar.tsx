import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';

export interface ProgressBarProps {
  /** Visible label, also the bar's accessible name. */
  label: string;
  /** How far the work has got, from 0 to `maxValue`. */
  value: number;
  /** The value that means done; 100 unless told. */
  maxValue?: number;
  /** Shows the percentage beside the label (read out either way). */
  showValue?: boolean;
  /** Formats the value text, e.g. `{ style: 'unit', unit: 'megabyte' }`; a percentage by default. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
}

/** A determinate progress bar with its label and value text; the fill grows from the start edge. */
export function ProgressBar({ label, value, maxValue = 100, showValue = true, formatOptions, className }: ProgressBarProps) {
  return (
    <AriaProgressBar
      value={value}
      minValue={0}
      maxValue={maxValue}
      formatOptions={formatOptions}
      className={cn('flex w-full flex-col gap-1.5', className)}
    >
      {({ percentage, valueText }) => (
        <>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <Label className="font-medium text-ink">{label}</Label>
            {showValue && <span className="tabular-nums text-ink-muted">{valueText}</span>}
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-surface-sunken">
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
              style={{ width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
