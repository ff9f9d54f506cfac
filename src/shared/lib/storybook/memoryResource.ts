import { HttpResponse } from 'msw';
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
export function memoryResource<R extends Row>(
  resource: resourceContract.Resource,
  initial: readonly R[],
  options: { stamp?: string; history?: readonly (HistoryEntry & { recordId: number })[] } = {},
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
      .filter((change) => change.from !== change.to);
    history = [{ id: history.length + 100, recordId, action, at: stamp, userId: 1, userName: 'Amina Rahman', changes }, ...history];
  };
  // The words with their code, as the server's replies carry them, so an Urdu story shows them in Urdu.
  const coded = (message: string) => ({ message, messageCode: recogniseServerMessage(message)?.code });
  const notFound = () => HttpResponse.json({ success: false, ...coded(resource.messages.notFound) }, { status: 404 });
  const idOf = (request: Request) => Number(new URL(request.url).searchParams.get('id'));

  return {
    reset(next: readonly R[] = initial) {
      rows = [...next];
      history = [...initialHistory];
    },
    handlers: () => [
      contractHandler(resource.calls.list, async ({ request }) => {
        const body = (await request.json()) as Row;
        const page = Math.max(1, Number(body.pageno ?? body.pageNumber ?? 1));
        const size = Number(body.limitCount ?? body.pageSize ?? 25);
        const keyword = String(body.keyword ?? '').trim().toLowerCase();
        const found = rows.filter((row) => !keyword || Object.values(row).some((value) => typeof value === 'string' && value.toLowerCase().includes(keyword)));
        return HttpResponse.json({
          content: found.slice((page - 1) * size, page * size),
          totalRecords: found.length,
          pageNumber: page,
          totalPages: Math.ceil(found.length / size),
        });
      }),
      contractHandler(resource.calls.find, ({ request }) => {
        const row = rows.find((candidate) => candidate[idKey] === idOf(request));
        return row ? HttpResponse.json(row) : notFound();
      }),
      contractHandler(resource.calls.create, async ({ request }) => {
        const body = (await request.json()) as Row;
        const id = Math.max(0, ...rows.map((row) => Number(row[idKey]))) + 1;
        const created = { ...body, [idKey]: id, updateDate: stamp } as unknown as R;
        rows = [created, ...rows];
        log(id, 'created', null, fieldsOf(idKey, created));
        return HttpResponse.json({ success: true, ...coded(resource.messages.added), data: created });
      }),
      contractHandler(resource.calls.update, async ({ request }) => {
        const body = (await request.json()) as Row;
        const before = rows.find((row) => row[idKey] === body[idKey]);
        if (!before) return notFound();
        const updated = { ...before, ...body, updateDate: stamp } as R;
        rows = [updated, ...rows.filter((row) => row !== before)];
        log(Number(body[idKey]), 'updated', fieldsOf(idKey, before), fieldsOf(idKey, updated));
        return HttpResponse.json({ success: true, ...coded(resource.messages.updated), data: updated });
      }),
      contractHandler(resource.calls.delete, ({ request }) => {
        const before = rows.find((row) => row[idKey] === idOf(request));
        if (!before) return notFound();
        rows = rows.filter((row) => row !== before);
        log(idOf(request), 'deleted', fieldsOf(idKey, before), null);
        return HttpResponse.json({ success: true, ...coded(resource.messages.deleted) });
      }),
      contractHandler(resource.calls.history, ({ request }) =>
        HttpResponse.json({ content: history.filter((entry) => entry.recordId === idOf(request)).map(({ recordId: _recordId, ...entry }) => entry) }),
      ),
    ],
  };
}
