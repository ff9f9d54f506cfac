/** 32 hex digits from the browser's random source (also where `crypto.randomUUID` is missing: a page served over plain HTTP). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of a form's saves: one per submission. Sending the same input again before any
 * answer came back (the server could not be reached) reuses the key, so the server never saves it twice;
 * once an answer came back, or the input changed, the next submission gets a new key.
 */
export class SubmissionKeys {
  private pending: { key: string; input: string } | undefined;

  /** The key for sending `input`. */
  keyFor(input: unknown): string {
    const sent = JSON.stringify(input);
    if (this.pending?.input !== sent) this.pending = { key: randomKey(), input: sent };
    return this.pending.key;
  }

  /** The server answered (a success or a refusal): the next submission is a new one. */
  answered(): void {
    this.pending = undefined;
  }
}
