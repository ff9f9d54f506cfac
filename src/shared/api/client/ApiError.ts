import { englishServerMessage, errorReply, type ErrorReply, type ServerMessageCode } from '../contract';

/** What an error reply says besides its message: the spec's code, the message's catalogue code, the fields. */
export type ApiErrorDetails = Partial<Omit<ErrorReply, 'success' | 'message'>>;

/** A failed call: the HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: number | string;
  /** The message's code in SERVER_MESSAGES, to show it in the panel's language, and the values filled into it. */
  readonly messageCode?: string;
  readonly messageParams?: Record<string, string>;
  /** Field-level problems of a 400, keyed by the request field's dotted path. */
  readonly fields?: Record<string, string>;
  /** The code of each field's message (and its values), under the same path. */
  readonly fieldCodes?: Record<string, string>;
  readonly fieldParams?: Record<string, Record<string, string>>;

  constructor(status: number, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = details.code;
    this.messageCode = details.messageCode;
    this.messageParams = details.messageParams;
    this.fields = details.fields;
    this.fieldCodes = details.fieldCodes;
    this.fieldParams = details.fieldParams;
  }
}

/** The code of a failure that never reached the server (offline, DNS, CORS, timeout). */
export const NETWORK_ERROR_CODE = 'NETWORK';
export const BAD_REPLY_CODE = 'BAD_REPLY';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A failure the panel names itself, with a catalogue message (a call without a usable reply). */
export function panelApiError(status: number, messageCode: ServerMessageCode, details: ApiErrorDetails = {}): ApiError {
  return new ApiError(status, englishServerMessage(messageCode, details.messageParams), { ...details, messageCode });
}

/** The ApiError of a failed reply: the server's words and codes when it sent an error reply, else its status. */
export function apiErrorFromReply(status: number, body: unknown, fallback: ServerMessageCode = 'call.failedWithStatus'): ApiError {
  const parsed = errorReply.safeParse(body);
  if (!parsed.success) return panelApiError(status, fallback, { messageParams: { status: String(status) } });
  const { message, success: _success, ...details } = parsed.data;
  return new ApiError(status, message, details);
}
