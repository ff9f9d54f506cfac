import { cn } from '@/shared/lib/cn';
import { useTranslation } from '@/shared/i18n';

/** Warn from the last tenth of the limit (at least the last 10 characters). */
function warningThreshold(maxLength: number): number {
  return Math.max(10, Math.ceil(maxLength / 10));
}

export interface CharacterCounterProps {
  /** How many characters the field holds now. */
  length: number;
  /** The field's limit; the count takes the warning colour near it and red at it. */
  maxLength: number;
}

/** A live "n / max" under a text field; screen readers hear how many are left only near the limit. */
export function CharacterCounter({ length, maxLength }: CharacterCounterProps) {
  const { t } = useTranslation('ui-forms');
  const remaining = Math.max(0, maxLength - length);
  const isNearLimit = remaining <= warningThreshold(maxLength);
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="character-counter"
        dir="ltr"
        className={cn(
          'ms-auto shrink-0 text-xs tabular-nums',
          remaining === 0 ? 'font-semibold text-danger-700' : isNearLimit ? 'font-medium text-warning-700' : 'text-ink-muted',
        )}
      >
        {length} / {maxLength}
      </span>
      {/* Screen readers hear the count only near the limit, not on every keystroke. */}
      <span className="sr-only" aria-live="polite">
        {isNearLimit ? t('textArea.charactersLeft', { count: remaining }) : ''}
      </span>
    </>
  );
}
