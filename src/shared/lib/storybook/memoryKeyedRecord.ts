import { HttpResponse } from 'msw';
import { recogniseServerMessage, type resourceContract } from '@/shared/api';
import { contractHandler } from './contractHandler';

type Row = Record<string, unknown>;
type HistoryEntry = resourceContract.HistoryEntry;
type KeyedHistoryEntry = HistoryEntry & { key: Row };

/**
 * A keyed record's records kept in memory, answering view (404 where nothing is stored), save, update
 * and history as the server does, so a story's save shows when the screen reads again. The handlers
 * come from the declaration's calls. `reset` in a `beforeEach` gives every story a fresh copy.
 */
export function memoryKeyedRecord<R extends Row>(
  keyed: resourceContract.KeyedRecord,
  initial: readonly R[],
  options: { stamp?: string; history?: readonly KeyedHistoryEntry[]; extra?(body: Row): Row } = {},
) {
  const stamp = options.stamp ?? '2026-11-21T09:00:00.000Z';
  const editable = Object.keys(keyed.input.shape);
  const initialHistory = options.history ?? [];
  let rows: R[] = [...initial];
  let history = [...initialHistory];
  const sameKey = (a: Row, b: Row) => keyed.keyFields.every((field) => String(a[field]) === String(b[field]));
  const fieldsOf = (row: Row | undefined) => row && Object.fromEntries(editable.map((field) => [field, row[field]]));
  const log = (key: Row, action: HistoryEntry['action'], before: Row | undefined, after: Row) => {
    const changes = editable
      .map((field) => ({ field, from: before?.[field] ?? null, to: after[field] ?? null }))
      .filter((change) => change.from !== change.to);
    history = [{ id: history.length + 100, key, action, at: stamp, userId: 1, userName: 'Amina Rahman', changes }, ...history];
  };
  const coded = (message: string) => ({ message, messageCode: recogniseServerMessage(message)?.code });
  const keyOfRequest = (request: Request) => keyed.fromQuery(Object.fromEntries(new URL(request.url).searchParams));
  const write = (action: 'created' | 'updated') => async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Row;
    const key = keyed.keyOf(body);
    const before = rows.find((row) => sameKey(row, key));
    if (action === 'created' && before) return HttpResponse.json({ success: false, ...coded(keyed.messages.exists) }, { status: 409 });
    if (action === 'updated' && !before) return HttpResponse.json({ success: false, ...coded(keyed.messages.notFound) }, { status: 404 });
    const saved = { ...before, ...options.extra?.(body), ...body } as unknown as R;
    rows = [saved, ...rows.filter((row) => row !== before)];
    log(key, action, fieldsOf(before), saved);
    return HttpResponse.json({ success: true, ...coded(action === 'created' ? keyed.messages.added : keyed.messages.updated), data: saved });
  };

  return {
    reset(next: readonly R[] = initial) {
      rows = [...next];
      history = [...initialHistory];
    },
    handlers: () => [
      contractHandler(keyed.calls.view, ({ request }) => {
        const row = rows.find((candidate) => sameKey(candidate, keyOfRequest(request)));
        return row ? HttpResponse.json(row) : HttpResponse.json({ success: false, ...coded(keyed.messages.notFound) }, { status: 404 });
      }),
      contractHandler(keyed.calls.save, write('created')),
      contractHandler(keyed.calls.update, write('updated')),
      contractHandler(keyed.calls.history, ({ request }) => {
        const key = keyOfRequest(request);
        return HttpResponse.json({ content: history.filter((entry) => sameKey(entry.key, key)).map(({ key: _key, ...entry }) => entry) });
      }),
    ],
  };
}
