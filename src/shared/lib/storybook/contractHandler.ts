import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { uploadsContract, type CallDef } from '@/shared/api';
import { serviceBaseUrl } from '@/shared/config';

const ROUTE = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/**
 * An MSW handler for one call of the wire contract: its method, its service's base URL and its path
 * (`:name` parameters match any value; the query is not part of the match).
 */
export function contractHandler(call: CallDef, resolver: HttpResponseResolver, options?: { once?: boolean }) {
  return ROUTE[call.method](`${serviceBaseUrl(call.service)}${call.path}`, resolver, options);
}

/** Handlers whose calls never answer: the screen stays in its loading state. */
export function pendingCalls(calls: readonly CallDef[]) {
  return calls.map((call) =>
    contractHandler(call, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
}

/** Handlers whose calls fail (503 with the server's message) once; later calls go to the next handlers. */
export function failingCallsOnce(calls: readonly CallDef[], message = 'The academy service is unavailable.') {
  return calls.map((call) =>
    contractHandler(call, () => HttpResponse.json({ success: false, message }, { status: 503 }), { once: true }),
  );
}

/** The upload link is refused (403): every upload the screen tries fails before its file is sent. */
export const refusedUploadLink = () =>
  contractHandler(uploadsContract.presignedUrl, () => HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 }));
