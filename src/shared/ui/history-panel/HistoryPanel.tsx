import type { resourceContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { Skeleton } from '@/shared/ui/skeleton';

export interface HistoryPanelProps {
  /** The record's changes as the server lists them, newest first; `undefined` until they arrive. */
  entries: readonly resourceContract.HistoryEntry[] | undefined;
  /** Shows a loading placeholder in place of the list while `entries` has not arrived. */
  isLoading?: boolean;
  /** The failure's words; the panel says the history could not be loaded. */
  error?: string;
  /** The label of a field as the form shows it; the field's own name otherwise. */
  fieldLabel?: (field: string) => string;
}

/** A list item as a reader knows it: its title or name when it is a record (an attached course), else itself. */
const itemText = (item: unknown): string => {
  if (item !== null && typeof item === 'object') {
    const { title, name } = item as { title?: unknown; name?: unknown };
    if (typeof title === 'string') return title;
    if (typeof name === 'string') return name;
  }
  return typeof item === 'string' ? item : JSON.stringify(item);
};

/** A value before or after a change: a list as its items joined, nothing as a dash. */
const shown = (value: unknown) => {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (Array.isArray(value)) return value.map(itemText).join(', ');
  return itemText(value);
};

/** "became": drawn rather than typed, as no bundled font has the arrow, and pointing the way the line reads. */
function ChangeArrow({ label }: { label: string }) {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" className="inline size-3.5 align-[-0.125em] rtl:-scale-x-100">
        <path d="M2.5 8h10.5M9 4l4 4-4 4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </>
  );
}

/** Who changed the record and when, each field from what to what, newest first. */
export function HistoryPanel({ entries, isLoading = false, error, fieldLabel = (field) => field }: HistoryPanelProps) {
  const { t } = useTranslation('ui-history');
  const { dateTime } = useDateFormats();
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-3 rounded-card border border-border bg-surface p-6">
      <h2 id="history-heading" className="text-base font-semibold text-ink">
        {t('title')}
      </h2>
      {isLoading && !entries ? (
        <Skeleton lines={2} label={t('loading')} />
      ) : error && !entries ? (
        <p role="alert" className="text-sm text-danger-700">
          {t('failed')} {error}
        </p>
      ) : !entries?.length ? (
        <p className="text-sm text-ink-muted">{t('empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 border-s-2 border-border ps-3 text-sm">
              <p className="text-ink">
                <span className="font-medium">{t(`action.${entry.action}`, { name: entry.userName ?? t('someone') })}</span>{' '}
                <time dateTime={entry.at} className="text-ink-muted">
                  {dateTime(entry.at)}
                </time>
              </p>
              {entry.action === 'updated' && (
                <ul className="flex flex-col gap-0.5 text-ink-muted">
                  {entry.changes.map((change) => (
                    // Each value isolated, so the arrow follows the reading direction even between Latin words in Urdu.
                    <li key={change.field}>
                      {fieldLabel(change.field)}: <bdi>{shown(change.from)}</bdi> <ChangeArrow label={t('arrow')} /> <bdi>{shown(change.to)}</bdi>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
