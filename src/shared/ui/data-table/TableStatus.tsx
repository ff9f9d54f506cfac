import { useTranslation } from '@/shared/i18n';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { Skeleton } from '@/shared/ui/skeleton';
import type { DataTableStatus } from './types';

interface TableStatusProps {
  /** loading shows shimmering rows, failed an error with an optional retry, empty the empty message. */
  status: Exclude<DataTableStatus, 'ready'>;
  /** How many shimmering rows the loading state shows. */
  skeletonRows: number;
  /** Called when the failed state's retry button is pressed; without it there is no button. */
  onRetry?: () => void;
  /** The failed state's message; "Something went wrong while loading the data." when omitted. */
  errorMessage?: string;
  /** The empty state's heading; "No records found" when omitted. */
  emptyTitle?: string;
  /** The empty state's line under the heading; "Try another search, or add the first record." when omitted. */
  emptyDescription?: string;
}

/** What a table shows instead of rows: shimmering rows, an empty message or a failure with retry. */
export function TableStatus({ status, skeletonRows, onRetry, errorMessage, emptyTitle, emptyDescription }: TableStatusProps) {
  const { t } = useTranslation('ui-data');
  if (status === 'loading') {
    return <Skeleton lines={skeletonRows} label={t('loading')} className="gap-7! px-4 py-4" />;
  }
  if (status === 'failed') {
    return (
      <ErrorState
        title={t('failedTitle')}
        message={errorMessage ?? t('failedMessage')}
        onRetry={onRetry}
        retryLabel={t('retry')}
      />
    );
  }
  return <EmptyState title={emptyTitle ?? t('emptyTitle')} description={emptyDescription ?? t('emptyDescription')} />;
}
