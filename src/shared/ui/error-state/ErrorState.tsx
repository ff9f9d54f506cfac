import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';

export interface ErrorStateProps {
  /** Short headline; "Something went wrong" when omitted. */
  title?: string;
  /** What failed, in the words the user should read. */
  message: string;
  /** Offers a retry button when given. */
  onRetry?: () => void;
  /** Text of the retry button; "Try again" when omitted. */
  retryLabel?: string;
  /** Level of the title's heading, so it fits the page's outline; 2 when omitted. */
  headingLevel?: 2 | 3 | 4;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
}

/** Shown where content failed to load; announced at once and offers to try again. */
export function ErrorState({ title, message, onRetry, retryLabel, headingLevel = 2, className }: ErrorStateProps) {
  const { t } = useTranslation('ui-feedback');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-10 text-center', className)}>
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <WarningIcon />
      </span>
      <div role="alert" className="flex max-w-md flex-col gap-1">
        <Heading className="text-base font-semibold text-ink">{title ?? t('errorTitle')}</Heading>
        <p className="text-sm text-ink-muted">{message}</p>
      </div>
      {onRetry && (
        <Button variant="secondary" onPress={onRetry} icon={<RetryIcon />} className="mt-2">
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </div>
  );
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4.5M12 17.2v.1" />
    </svg>
  );
}

function RetryIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M16 10a6 6 0 1 1-1.8-4.3" />
      <path d="M16 3.5v3.6h-3.6" />
    </svg>
  );
}
