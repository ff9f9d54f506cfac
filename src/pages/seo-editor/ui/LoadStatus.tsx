import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import type { KeyedRecordStatus } from '@/shared/lib/resource';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';

export interface LoadStatusProps {
  status: KeyedRecordStatus;
  error: unknown;
  onRetry(): void;
}

/** What the form holds: nothing chosen yet, the meta on its way, the stored meta, a new record, or a failure. */
export function LoadStatus({ status, error, onRetry }: LoadStatusProps) {
  const { t } = useTranslation('seo-editor');
  if (status === 'loading') return <Skeleton lines={1} label={t('status.loading')} />;
  if (status === 'failed') {
    return (
      <Alert tone="danger" title={t('status.failed')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorText(error)}</span>
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {t('status.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  return (
    <p role="status" className="text-sm text-ink-muted">
      {t(`status.${status}`)}
    </p>
  );
}
