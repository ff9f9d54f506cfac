/** An error whose status and message are meant for the client: `{ success: false, message, code?, fields? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { code?: number | string; fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const NO_PERMISSION = 'You do not have permission to do this.';
export const MUST_CHANGE_PASSWORD = 'Please choose a new password before you continue.';

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, { fields });
export const unauthorized = (message = SESSION_EXPIRED) => new HttpError(401, message);
export const forbidden = (message = NO_PERMISSION) => new HttpError(403, message);
export const notFound = (message = 'This address does not exist.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
