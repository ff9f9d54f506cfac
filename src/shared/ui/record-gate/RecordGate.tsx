import type { ReactNode } from 'react';
import { ErrorState } from '@/shared/ui/error-state';
import { Skeleton } from '@/shared/ui/skeleton';

export interface RecordGateProps {
  /** Add mode: nothing to load, the form shows at once. */
  isCreate: boolean;
  /** The address's id is not a record id at all. */
  isBadId?: boolean;
  /** The record is on its way: a loading placeholder stands in for the form (never in add mode). */
  isLoading: boolean;
  /** The load failed; a 404 shows `notFoundMessage` without a retry. */
  error?: { status?: number; message?: string } | null;
  /** The failure's words as the reader should see them (the server's, in the panel's language); else the error's message. */
  errorMessage?: string;
  /** Shown in place of the form when there is no such record (a 404, or `isBadId`). */
  notFoundMessage: string;
  /** Shown with a Try again button when the load failed and neither `errorMessage` nor the error has words of its own. */
  failedMessage: string;
  /** What screen readers hear while the record loads, e.g. "Loading the discount". */
  loadingLabel: string;
  /** Called by the Try again button after a failed load. */
  onRetry: () => void;
  /** The form, drawn once the record has loaded, or at once in add mode. */
  children: ReactNode;
}

/** Stands in front of an edit form: loading, not found, failed with retry, or the form itself. */
export function RecordGate(props: RecordGateProps) {
  const { isCreate, isBadId, isLoading, error, errorMessage, notFoundMessage, failedMessage, loadingLabel, onRetry, children } = props;
  if (isBadId || error?.status === 404) return <ErrorState message={notFoundMessage} />;
  if (error) return <ErrorState message={errorMessage || error.message || failedMessage} onRetry={onRetry} />;
  if (!isCreate && isLoading) {
    return <Skeleton lines={8} label={loadingLabel} className="rounded-card border border-border bg-surface p-6" />;
  }
  return <>{children}</>;
}
