/** A failed call: the HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: number | string;
  /** Field-level problems of a 400, keyed by the request field's dotted path. */
  readonly fields?: Record<string, string>;

  constructor(status: number, message: string, details: { code?: number | string; fields?: Record<string, string> } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = details.code;
    this.fields = details.fields;
  }
}

/** The code of a failure that never reached the server (offline, DNS, CORS, timeout). */
export const NETWORK_ERROR_CODE = 'NETWORK';
export const BAD_REPLY_CODE = 'BAD_REPLY';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
