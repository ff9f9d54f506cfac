/** What a store answered that ends a sync: its words, kept in the run's log for staff to read. */
export class StoreRefusal extends Error {}

export interface StoreHttpOptions {
  /** Longest wait for one answer. */
  timeoutMs: number;
  /** Tries of one request, the first included. */
  attempts: number;
  /** Longest wait a store's Retry-After may ask for before the sync gives up on it. */
  maxRetryAfterMs: number;
}

export const STORE_HTTP: StoreHttpOptions = { timeoutMs: 15_000, attempts: 5, maxRetryAfterMs: 60_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a 429 or 503 asks to wait: Retry-After in seconds or as a date; else a growing pause. */
function waitBefore(response: Response | undefined, attempt: number): number {
  const header = response?.headers.get('retry-after');
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(0, date - Date.now());
  }
  return 500 * 2 ** attempt;
}

const retried = (status: number) => status === 429 || status >= 500;

/**
 * `fetch` as a store connector needs it: each try bounded by a timeout, and a 429, a 5xx, a timeout or a
 * dropped connection tried again after the wait the store asks for. Another answer is returned as it is.
 */
export async function storeFetch(url: string, init: RequestInit, options: StoreHttpOptions = STORE_HTTP): Promise<Response> {
  let lastProblem = '';
  for (let attempt = 0; attempt < options.attempts; attempt += 1) {
    let response: Response | undefined;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      if (!retried(response.status)) return response;
      lastProblem = `the store answered ${response.status} ${response.statusText}`.trim();
      await response.body?.cancel();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      lastProblem = timedOut ? `the store did not answer within ${options.timeoutMs / 1000} s` : 'the store could not be reached';
    }
    if (attempt === options.attempts - 1) break;
    const wait = waitBefore(response, attempt);
    if (wait > options.maxRetryAfterMs) throw new StoreRefusal(`The store asked to wait ${Math.ceil(wait / 1000)} s before the next call; try the sync again later.`);
    await sleep(wait);
  }
  throw new StoreRefusal(`The sync stopped after ${options.attempts} tries: ${lastProblem}.`);
}

/** A store's own words in a refused answer (`errors`, `errorMessage`, `message`), short. */
export async function storeWords(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { errors?: unknown; errorMessage?: unknown; message?: unknown };
    const words = body.errorMessage ?? body.errors ?? body.message;
    return (typeof words === 'string' ? words : JSON.stringify(words ?? text)).slice(0, 300);
  } catch {
    return text.slice(0, 300);
  }
}
