import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { errorText, type resourceContract } from '@/shared/api';
import { useResourceHistory, useResourceRecord } from '@/shared/lib/resource';
import { HistoryPanel } from '@/shared/ui/history-panel';
import { PageHeader } from '@/shared/ui/page-header';
import { RecordGate } from '@/shared/ui/record-gate';

export interface ResourceRecordPageProps<R> {
  resource: resourceContract.Resource;
  /** The route parameter holding the id (`tagId` for /tags/edit/:tagId); none on a create screen. */
  idParam: string;
  title: string;
  /** The breadcrumbs before the title: the area and the list. */
  breadcrumbs: { label: string; href?: string }[];
  notFoundMessage: string;
  failedMessage: string;
  /** How a field is named in the History panel. */
  fieldLabel?(field: string): string;
  /** The form or the read-only view, once the record is loaded (no record on a create screen). */
  children(record: R | undefined): ReactNode;
}

/**
 * A resource's create, edit or view screen: the title and breadcrumbs, the record loaded by the id in
 * the address (loading, not found and failed states with a retry), and on edit and view its History.
 */
export function ResourceRecordPage<R extends Record<string, unknown>>({
  resource,
  idParam,
  title,
  breadcrumbs,
  notFoundMessage,
  failedMessage,
  fieldLabel,
  children,
}: ResourceRecordPageProps<R>) {
  const raw = useParams()[idParam];
  const isCreate = raw === undefined;
  const id = isCreate ? null : Number(raw);
  const isBadId = id !== null && !(Number.isInteger(id) && id > 0);
  const recordId = isBadId ? null : id;
  const record = useResourceRecord(resource, recordId);
  const history = useResourceHistory(resource, record.data ? recordId : null);

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={title} breadcrumbs={[...breadcrumbs, { label: title }]} />
      <RecordGate
        isCreate={isCreate}
        isBadId={isBadId}
        isLoading={record.isLoading || (!isCreate && !record.data && !record.error)}
        error={record.error}
        errorMessage={errorText(record.error)}
        notFoundMessage={notFoundMessage}
        failedMessage={failedMessage}
        loadingLabel={title}
        onRetry={() => void record.mutate()}
      >
        <div className="rounded-card border border-border bg-surface p-6">{children(record.data as R | undefined)}</div>
        {!isCreate && (
          <HistoryPanel entries={history.data?.content} isLoading={history.isLoading} error={errorText(history.error)} fieldLabel={fieldLabel} />
        )}
      </RecordGate>
    </div>
  );
}
