import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { ErrorState } from '@/shared/ui/error-state';
import { formatFileSize } from '@/shared/ui/file-drop';
import { Link } from '@/shared/ui/link';
import { Skeleton } from '@/shared/ui/skeleton';
import { useRecentPublicFiles } from '../api/publicFiles';

/** The files published last, each a link to its public address. */
export function RecentPublicFiles() {
  const { t, i18n } = useTranslation('file-upload');
  const { dateTime } = useDateFormats();
  const { data, error, isLoading, mutate } = useRecentPublicFiles();

  return (
    <section aria-labelledby="recent-public-files" className="flex flex-col gap-3">
      <h2 id="recent-public-files" className="text-lg font-semibold text-ink">
        {t('recent.title')}
      </h2>
      {error ? (
        <ErrorState message={errorText(error) ?? t('recent.failed')} title={t('recent.failed')} onRetry={() => void mutate()} retryLabel={t('recent.retry')} headingLevel={3} />
      ) : isLoading || !data ? (
        <Skeleton lines={3} label={t('recent.title')} />
      ) : data.content.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('recent.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
          {data.content.map((file) => (
            <li key={file.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <span dir="ltr" className="min-w-0 break-all">
                <Link href={file.url} target="_blank" variant="standalone">
                  {file.key}
                </Link>
              </span>
              <span className="text-ink-muted">
                {t('recent.details', { size: formatFileSize(file.size, i18n.language), date: dateTime(file.uploadedAt) })}
                {file.uploadedBy ? ` · ${t('recent.by', { name: file.uploadedBy })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
