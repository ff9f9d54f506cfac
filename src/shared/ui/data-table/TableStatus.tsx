import { useTranslation } from '@/shared/i18n';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { Skeleton } from '@/shared/ui/skeleton';
import type { DataTableStatus } from './types';

interface TableStatusProps {
  status: Exclude<DataTableStatus, 'ready'>;
  skeletonRows: number;
  onRetry?(): void;
  errorMessage?: string;
  emptyTitle?: string;
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
