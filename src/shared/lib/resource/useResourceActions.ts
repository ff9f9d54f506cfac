import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { callApi, replyText, type resourceContract } from '@/shared/api';

type Resource = resourceContract.Resource;

/**
 * Saving and deleting a resource's records. After each, every cached reply of the resource's calls
 * (its lists, the record, its history) is fetched again.
 */
export function useResourceActions(resource: Resource) {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => {
    const paths = new Set(Object.values(resource.calls).map((call) => call.path));
    return mutate((key) => Array.isArray(key) && key[0] === resource.service && paths.has(key[2] as string));
  }, [mutate, resource]);

  /** Adds the record (`id` null) or changes it; resolves to the server's words of success. */
  const save = async (id: number | null, values: Record<string, unknown>) => {
    const reply =
      id === null
        ? await callApi(resource.calls.create, { body: values as never })
        : await callApi(resource.calls.update, { body: { ...values, [resource.idKey]: id } as never });
    void refresh();
    return { message: replyText(reply) ?? '', record: reply.data as Record<string, unknown> };
  };

  const remove = async (id: number) => {
    const reply = await callApi(resource.calls.delete, { query: { id } });
    void refresh();
    return replyText(reply) ?? '';
  };

  return { save, remove, refresh };
}
