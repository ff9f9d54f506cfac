import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { callApi, filePartsOf, replyText, resourceContract, sendMultipart, type CallDef } from '@/shared/api';

type Resource = resourceContract.Resource;

/** The call of an operation the resource declares; asking for one it does not declare is a mistake in the screen. */
function declared<C extends CallDef>(resource: Resource, operation: string, call: C | undefined): C {
  if (!call) throw new Error(`The ${resource.name} resource has no ${operation} call`);
  return call;
}

/**
 * Sends a create or update whose contract takes a multipart form: each value that is not a file part
 * as a text field (left out when empty) or, where the call has a JSON part, as a field of it; and each
 * file part's File (a part without one sends no file).
 */
function sendForm(call: CallDef, values: Record<string, unknown>, params?: object, headers?: Record<string, string>) {
  const parts = new Set(filePartsOf(call.multipart!));
  const fields: Record<string, unknown> = {};
  const files: Record<string, File | null | undefined> = {};
  for (const [name, value] of Object.entries(values)) {
    if (parts.has(name)) files[name] = value instanceof File ? value : null;
    else if (value !== undefined && (value !== null || call.multipart?.jsonPart)) fields[name] = value;
  }
  return sendMultipart(call, { fields, files, params, headers });
}

/**
 * Saving, deleting and the declared actions of a resource's records. After each, every cached reply
 * of the resource's calls (its lists, the record, its history) is fetched again.
 */
export function useResourceActions(resource: Resource) {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => {
    const calls: CallDef[] = [resource.calls.list, ...Object.values(resource.calls.lists), resource.calls.find, resource.calls.history, ...Object.values(resource.calls.actions), ...Object.values(resource.calls.bulkActions)];
    const paths = new Set(calls.map((call) => call.path));
    return mutate((key) => Array.isArray(key) && key[0] === resource.service && paths.has(key[2] as string));
  }, [mutate, resource]);

  /**
   * Adds the record (`id` null) or changes it; resolves to the server's words of success and the record as
   * saved. With an `idempotencyKey`, a save the server already made answers as it did then, writing nothing.
   */
  const save = async (id: resourceContract.RecordRef | null, values: Record<string, unknown>, { idempotencyKey }: { idempotencyKey?: string } = {}) => {
    const headers = idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined;
    const call: CallDef = id === null ? declared(resource, 'create', resource.calls.create) : declared(resource, 'update', resource.calls.update);
    const args = id === null ? { body: values } : resource.updateArgs(id, values);
    // A form with files sends the body's fields as its text parts (or its JSON part), to the path naming the record where it does.
    const reply = (
      call.multipart ? await sendForm(call, args.body as Record<string, unknown>, (args as { params?: object }).params, headers) : await callApi(call, { ...args, headers } as never)
    ) as {
      data?: unknown;
      message?: string;
      messageCode?: string;
    };
    void refresh();
    return { message: replyText(reply) ?? '', record: reply.data as Record<string, unknown> };
  };

  const remove = async (id: number) => {
    const call = declared(resource, 'delete', resource.calls.delete);
    const reply = await callApi(call, resource.deleteArgs(id) as never);
    void refresh();
    return replyText(reply) ?? '';
  };

  /** Runs a declared action (publish, unpublish…) on record `id` (or the key naming it), with what it takes besides the id. */
  const perform = async (action: string, id: resourceContract.RecordRef, extra: { query?: Record<string, unknown>; body?: unknown } = {}) => {
    const call = declared(resource, action, resource.calls.actions[action]);
    const reply = await callApi(call, resource.actionArgs(action, id, extra) as never);
    void refresh();
    return { message: replyText(reply) ?? '', record: reply.data as Record<string, unknown> };
  };

  /** Runs a declared bulk action (hide all) over records `ids`; resolves to its words and how many changed, and which were refused why. */
  const performBulk = async (action: string, ids: readonly number[], extra: object = {}) => {
    const call = declared(resource, action, resource.calls.bulkActions[action]);
    const reply = await callApi(call, resource.bulkArgs(action, ids, extra) as never);
    void refresh();
    return { message: replyText(reply) ?? '', result: reply.data };
  };

  return { save, remove, perform, performBulk, refresh };
}
