import type { ReactNode } from 'react';
import { ErrorState } from '@/shared/ui/error-state';
import { Skeleton } from '@/shared/ui/skeleton';

export interface RecordGateProps {
  /** Add mode: nothing to load, the form shows at once. */
  isCreate: boolean;
  /** The address's id is not a record id at all. */
  isBadId?: boolean;
  isLoading: boolean;
  /** The load failed; a 404 shows `notFoundMessage` without a retry. */
  error?: { status?: number; message?: string } | null;
  /** The failure's words as the reader should see them (the server's, in the panel's language); else the error's message. */
  errorMessage?: string;
  notFoundMessage: string;
  failedMessage: string;
  loadingLabel: string;
  onRetry(): void;
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
