import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database';
import { HttpError } from './errors';
import { codedFields, codedMessage } from './message-codes';

/** Fastify's own client errors, reworded for people. */
const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not supported. Send JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; send a JSON object.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'The Content-Type header is not valid.'],
};

/** PostgreSQL's SQLSTATE for a number beyond the range of its type. */
const NUMERIC_VALUE_OUT_OF_RANGE = '22003';

/** `{ success: false, message, code?, fields? }`, each message with its catalogue code beside it. */
export function sendError(reply: FastifyReply, status: number, message: string, extra: HttpError['extra'] = {}) {
  const { headers, fields, ...rest } = extra;
  if (headers) reply.headers(headers);
  const body = { success: false, ...codedMessage(message), ...rest, ...(fields ? codedFields(fields) : {}) };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Errors Fastify meets before routing (a malformed address, a bad header), worded like the rest. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const isBadAddress = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_ASYNC_CONSTRAINT';
  return sendError(reply, 400, isBadAddress ? 'This address is not valid.' : 'The request could not be read.');
}

/**
 * Every failure becomes `{ success: false, message }`. Whatever a client sends yields a 4xx;
 * only a fault of the server itself yields a 500, and its details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.status, error.message, error.extra);
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1]);
    // PostgreSQL refuses a number past its column's range (an id beyond 32 bits): the client sent it.
    if (error.code === NUMERIC_VALUE_OUT_OF_RANGE) return sendError(reply, 400, 'The request could not be processed.');
    if (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP')) {
      return sendError(reply, 400, 'The request body could not be read.');
    }
    // Overload (see operations/overload.ts): Retry-After is already set.
    if (error.code === 'FST_UNDER_PRESSURE') return sendError(reply, 503, 'The server is busy. Please try again in a few seconds.');
    // PostgreSQL restarting or out of reach: the client is told to come back shortly (the panel keeps the form).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'The database is not answering');
      return sendError(reply, 503, 'The database is not answering. Please try again in a few seconds.', { headers: { 'retry-after': '2' } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, 'The request could not be processed.');
    request.log.error({ err: error }, 'Unexpected server error');
    return sendError(reply, 500, 'Something went wrong on the server. Please try again.');
  });
}
