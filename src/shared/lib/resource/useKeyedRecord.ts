import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { callApi, isApiError, replyText, useApi, type resourceContract } from '@/shared/api';

type KeyedRecord = resourceContract.KeyedRecord;
type Values = Record<string, unknown>;

/**
 * - `idle`: the key is not complete yet (no page or no language chosen);
 * - `loading`: the record is on its way;
 * - `found`: a record is stored under the key, and Save updates it;
 * - `missing`: view answered 404, nothing is stored yet, and Save adds it;
 * - `failed`: view failed otherwise (the reason is in `error`, `retry` asks again).
 */
export type KeyedRecordStatus = 'idle' | 'loading' | 'found' | 'missing' | 'failed';

const isMissing = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * A single-record editor's record, named by its key (a page and a locale), with its history and a save
 * that adds the record where none is stored and changes it otherwise. `key` null waits.
 */
export function useKeyedRecord(keyed: KeyedRecord, key: Values | null) {
  const query = key && keyed.toQuery(key);
  // A 404 is an answer ("nothing stored yet"), not a failure worth asking again.
  const view = useApi(keyed.calls.view, query ? { query: query as never } : null, { shouldRetryOnError: (error) => !isMissing(error) });
  const history = useApi(keyed.calls.history, query && view.data ? { query: query as never } : null);
  const { mutate } = useSWRConfig();

  const status: KeyedRecordStatus = !key
    ? 'idle'
    : view.data
      ? 'found'
      : isMissing(view.error)
        ? 'missing'
        : view.error
          ? 'failed'
          : 'loading';

  const refresh = useCallback(() => {
    const paths = new Set([keyed.calls.view.path, keyed.calls.history.path]);
    return mutate((cacheKey) => Array.isArray(cacheKey) && cacheKey[0] === keyed.service && paths.has(cacheKey[2] as string));
  }, [mutate, keyed]);

  /** Adds the record when none is stored under the key, changes it otherwise; resolves to the server's words. */
  const save = async (values: Values) => {
    const call = status === 'found' ? keyed.calls.update : keyed.calls.save;
    const reply = await callApi(call, { body: { ...values, ...key } as never });
    await refresh();
    return { message: replyText(reply) ?? '', record: reply.data as Values };
  };

  return {
    status,
    record: view.data as Values | undefined,
    error: status === 'failed' ? view.error : undefined,
    retry: () => void view.mutate(),
    history,
    save,
  };
}
