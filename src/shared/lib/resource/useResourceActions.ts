import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { callApi, replyText, resourceContract, type CallDef } from '@/shared/api';

type Resource = resourceContract.Resource;

/** The call of an operation the resource declares; asking for one it does not declare is a mistake in the screen. */
function declared<C extends CallDef>(resource: Resource, operation: string, call: C | undefined): C {
  if (!call) throw new Error(`The ${resource.name} resource has no ${operation} call`);
  return call;
}

/**
 * Saving, deleting and the declared actions of a resource's records. After each, every cached reply
 * of the resource's calls (its lists, the record, its history) is fetched again.
 */
export function useResourceActions(resource: Resource) {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => {
    const calls: CallDef[] = [resource.calls.list, resource.calls.find, resource.calls.history, ...Object.values(resource.calls.actions)];
    const paths = new Set(calls.map((call) => call.path));
    return mutate((key) => Array.isArray(key) && key[0] === resource.service && paths.has(key[2] as string));
  }, [mutate, resource]);

  /** Adds the record (`id` null) or changes it; resolves to the server's words of success and the record as saved. */
  const save = async (id: number | null, values: Record<string, unknown>) => {
    const reply =
      id === null
        ? await callApi(declared(resource, 'create', resource.calls.create), { body: values as never })
        : await callApi(declared(resource, 'update', resource.calls.update), resource.updateArgs(id, values) as never);
    void refresh();
    return { message: replyText(reply) ?? '', record: reply.data as Record<string, unknown> };
  };

  const remove = async (id: number) => {
    const call = declared(resource, 'delete', resource.calls.delete);
    const reply = await callApi(call, resourceContract.recordArgs(call, id) as never);
    void refresh();
    return replyText(reply) ?? '';
  };

  /** Runs a declared action (publish, unpublish…) on record `id`, with what it takes besides the id. */
  const perform = async (action: string, id: number, extra: { query?: Record<string, unknown>; body?: unknown } = {}) => {
    const call = declared(resource, action, resource.calls.actions[action]);
    const named = resourceContract.recordArgs(call, id) as { params?: object; query?: object };
    const args = { ...named, query: { ...named.query, ...extra.query }, body: extra.body };
    const reply = await callApi(call, args as never);
    void refresh();
    return { message: replyText(reply) ?? '', record: reply.data as Record<string, unknown> };
  };

  return { save, remove, perform, refresh };
}
