import { HttpResponse } from 'msw';
import { z } from 'zod';
import { recogniseServerMessage, type resourceContract } from '@/shared/api';
import { contractHandler } from './contractHandler';

type Row = Record<string, unknown>;
type HistoryEntry = resourceContract.HistoryEntry;

/** The fields a change speaks of: all but the id and the last-change stamp. */
const fieldsOf = (idKey: string, row: Row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== idKey && key !== 'updateDate'));

/**
 * A resource's records kept in memory, answering every call of its declaration as the server does
 * (keyword, paging in its dialect, save, update, delete, history), so a story's change shows when the
 * screen reads again. No address is typed: the handlers come from the resource's calls.
 * `reset` in a `beforeEach` gives every story a fresh copy.
 */
/** What an action does to a record in memory: the fields it changes, from the request it was sent with. */
export type MemoryAction<R> = (row: R, request: Request) => Partial<R> | Promise<Partial<R>>;

/** What a bulk action does to one chosen record in memory: the fields it changes, or the words why it is refused. */
export type MemoryBulkAction<R> = (row: R, body: Row) => Partial<R> | string;

/** The rows in the order a list body asks, as the server sorts: by a declared field, descending unless `descending` is false. */
function sortedBy<R extends Row>(resource: resourceContract.Resource, rows: R[], body: Row): R[] {
  const field = body.sortField ?? [body.sortProperties ?? []].flat()[0];
  if (typeof field !== 'string' || !resource.sortFields.includes(field)) return rows;
  const sign = body.descending === false || body.descending === 'false' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [left, right] = [a[field], b[field]];
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return order * sign;
  });
}

export function memoryResource<R extends Row>(
  resource: resourceContract.Resource,
  initial: readonly R[],
  options: {
    stamp?: string;
    history?: readonly (HistoryEntry & { recordId: number })[];
    actions?: Record<string, MemoryAction<R>>;
    bulkActions?: Record<string, MemoryBulkAction<R>>;
    /** What the server gives a new record besides its input (a status NEW, no file yet), under the input's own fields. */
    added?(input: Row): Partial<R>;
    /** What the server makes of a saved input besides its own fields (a file's address from its key). */
    derived?(input: Row): Partial<R>;
    /** The words an update answers with where the server's depend on what was sent (a status change), as its store's `updatedMessage`. */
    updatedMessage?(body: Row): string | undefined;
    /** Whether a record answers a list body's filters, where the server matches them otherwise than equal, 0 listing all. */
    matches?(row: R, body: Row): boolean;
    /** Whether a list holds a record, where lists hold only some: 'list' or a name of the resource's `moreLists` (as the server's `listScopes`). */
    inList?(row: R, list: string): boolean;
  } = {},
) {
  const idKey = resource.idKey;
  const stamp = options.stamp ?? '2026-11-21T09:00:00.000Z';
  const initialHistory = options.history ?? [];
  let rows: R[] = [...initial];
  let history = [...initialHistory];
  const log = (recordId: number, action: HistoryEntry['action'], before: Row | null, after: Row | null) => {
    const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
    const changes = [...fields]
      .map((field) => ({ field, from: before?.[field] ?? null, to: after?.[field] ?? null }))
      .filter((change) => JSON.stringify(change.from) !== JSON.stringify(change.to));
    history = [{ id: history.length + 100, recordId, action, at: stamp, userId: 1, userName: 'Amina Rahman', changes }, ...history];
  };
  // The words with their code, as the server's replies carry them, so an Urdu story shows them in Urdu.
  const coded = (message: string) => ({ message, messageCode: recogniseServerMessage(message)?.code });
  const notFound = () => HttpResponse.json({ success: false, ...coded(resource.messages.notFound) }, { status: 404 });
  // The id a call names: `/discount/7` or `?id=7`.
  const idOf = (request: Request, params: Record<string, unknown>) => Number(params.id ?? new URL(request.url).searchParams.get('id'));
  // The record a path names by the resource's key fields (`/product/noor-modest-wear/8120`): those fields, or (as the server reads a
  // path joining them with hyphens, `noor-modest-wear-8120`) the same text joined.
  const keyedRow = (params: Record<string, unknown>) => {
    const key = resource.keyIn({ params });
    if (!key) return undefined;
    const joined = (values: Record<string, unknown>) => Object.keys(key).map((field) => String(values[field])).join('-');
    return (
      rows.find((row) => Object.entries(key).every(([field, value]) => String(row[field]) === value)) ?? rows.find((row) => joined(row) === joined(key))
    );
  };
  const isKeyed = (params: Record<string, unknown>) => resource.keyIn({ params }) !== undefined;
  // A record that carries its last change's date gets the story's.
  const stamped = 'updateDate' in resource.record.shape ? { updateDate: stamp } : {};
  const replace = (before: R, changes: Partial<R>) => {
    const after = { ...before, ...changes, ...stamped } as R;
    rows = [after, ...rows.filter((row) => row !== before)];
    log(Number(before[idKey]), 'updated', fieldsOf(idKey, before), fieldsOf(idKey, after));
    return after;
  };
  const { create, update, delete: remove, actions } = resource.calls;
  // A multipart save's text fields, read as its declaration reads them (a category id sent as text is a number); its files are left out.
  const bodyOf = async (request: Request): Promise<Row> => {
    if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return (await request.json()) as Row;
    const form = await request.formData();
    const jsonPart = (resource.calls.create ?? resource.calls.update)?.multipart?.jsonPart;
    const fields = jsonPart
      ? (JSON.parse(String(form.get(jsonPart) ?? '{}')) as Row)
      : Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
    const parsed = resource.input.extend({ [idKey]: z.coerce.number().optional() }).safeParse(fields);
    return parsed.success ? (parsed.data as Row) : fields;
  };

  const listHandler = (listName: string, call: typeof resource.calls.list) =>
    contractHandler(call, async ({ request }) => {
      // A GET list's fields are its query's, as text; the numbers read below take either.
      const body = (call.method === 'GET' ? Object.fromEntries(new URL(request.url).searchParams) : await request.json()) as Row;
      const page = Math.max(1, Number(body.pageno ?? body.pageNumber ?? 1));
      const size = Number(body.limitCount ?? body.pageSize ?? 25);
      const keyword = String(body[resource.searchField] ?? '').trim().toLowerCase();
      const filters = Object.keys(resource.filters?.shape ?? {}).filter((field) => field !== resource.searchField && ![undefined, null, 0, ''].includes(body[field] as never));
      const found = rows.filter(
        (row) =>
          (!keyword || Object.values(row).some((value) => typeof value === 'string' && value.toLowerCase().includes(keyword))) &&
          (options.matches ? options.matches(row, body) : filters.every((field) => row[field] === body[field])) &&
          (options.inList?.(row, listName) ?? true),
      );
      const sorted = sortedBy(resource, found, body);
      return HttpResponse.json({
        content: sorted.slice((page - 1) * size, page * size),
        totalRecords: found.length,
        pageNumber: page,
        totalPages: Math.ceil(found.length / size),
      });
    });

  return {
    reset(next: readonly R[] = initial) {
      rows = [...next];
      history = [...initialHistory];
    },
    handlers: () => [
      ...[['list', resource.calls.list] as const, ...Object.entries(resource.calls.lists)].map(([listName, call]) => listHandler(listName, call)),
      contractHandler(resource.calls.find, ({ request, params }) => {
        const row = isKeyed(params)
          ? keyedRow(params)
          : rows.find((candidate) => candidate[idKey] === resource.findIdOf({ params, query: Object.fromEntries(new URL(request.url).searchParams) }));
        return row ? HttpResponse.json(row) : notFound();
      }),
      ...(create
        ? [
            contractHandler(create, async ({ request }) => {
              const body = await bodyOf(request);
              const id = Math.max(0, ...rows.map((row) => Number(row[idKey]))) + 1;
              const created = { ...options.added?.(body), ...body, ...options.derived?.(body), [idKey]: id, ...stamped } as unknown as R;
              rows = [created, ...rows];
              log(id, 'created', null, fieldsOf(idKey, created));
              return HttpResponse.json({ success: true, ...coded(resource.messages.added), data: created });
            }),
          ]
        : []),
      ...(update
        ? [
            contractHandler(update, async ({ request, params }) => {
              const body = await bodyOf(request);
              const id = params.id === undefined ? Number(body[idKey]) : idOf(request, params);
              const before = isKeyed(params) ? keyedRow(params) : rows.find((row) => row[idKey] === id);
              if (!before) return notFound();
              const { [idKey]: _id, ...changes } = body;
              const after = replace(before, { ...changes, ...options.derived?.(body) } as Partial<R>);
              return HttpResponse.json({ success: true, ...coded(options.updatedMessage?.(body) ?? resource.messages.updated), data: after });
            }),
          ]
        : []),
      ...(remove
        ? [
            contractHandler(remove, ({ request, params }) => {
              const id = resource.deleteIdOf({ params, query: Object.fromEntries(new URL(request.url).searchParams) });
              const before = rows.find((row) => row[idKey] === id);
              if (!before) return notFound();
              rows = rows.filter((row) => row !== before);
              log(id, 'deleted', fieldsOf(idKey, before), null);
              return HttpResponse.json({ success: true, ...coded(resource.messages.deleted) });
            }),
          ]
        : []),
      ...Object.entries(options.actions ?? {}).map(([name, act]) =>
        contractHandler(actions[name]!, async ({ request, params }) => {
          const named = resource.actions?.[name]?.idInBody ? Number(((await request.clone().json()) as Row)[idKey]) : idOf(request, params);
          const before = isKeyed(params) ? keyedRow(params) : rows.find((row) => row[idKey] === named);
          if (!before) return notFound();
          const after = replace(before, await act(before, request));
          return HttpResponse.json({ success: true, ...coded(resource.actions?.[name]?.message ?? ''), data: after });
        }),
      ),
      ...Object.entries(options.bulkActions ?? {}).map(([name, act]) =>
        contractHandler(resource.calls.bulkActions[name]!, async ({ request }) => {
          const body = (await request.json()) as Row;
          const changedIds: number[] = [];
          const refused: { id: number; message: string }[] = [];
          for (const id of new Set(resource.bulkIdsOf(name, body))) {
            const before = rows.find((row) => row[idKey] === id);
            const outcome = before ? act(before, body) : resource.messages.notFound;
            if (typeof outcome === 'string') refused.push({ id, message: outcome });
            else {
              replace(before!, outcome);
              changedIds.push(id);
            }
          }
          return HttpResponse.json({ success: true, ...coded(resource.bulkActions?.[name]?.message ?? ''), data: { changed: changedIds.length, changedIds, refused } });
        }),
      ),
      contractHandler(resource.calls.history, ({ request, params }) =>
        HttpResponse.json({ content: history.filter((entry) => entry.recordId === idOf(request, params)).map(({ recordId: _recordId, ...entry }) => entry) }),
      ),
    ],
  };
}
