import { resourceContract, useApi } from '@/shared/api';

/** One record for a view or edit screen, by its id or the key naming it; `null` waits (a create screen has none). */
export function useResourceRecord(resource: resourceContract.Resource, id: resourceContract.RecordRef | null) {
  return useApi(resource.calls.find, id === null ? null : (resource.findArgs(id) as never));
}

/** The record's changes, newest first. */
export function useResourceHistory(resource: resourceContract.Resource, id: number | null) {
  return useApi(resource.calls.history, id === null ? null : (resourceContract.recordArgs(resource.calls.history, id) as never));
}
