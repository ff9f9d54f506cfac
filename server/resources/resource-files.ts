import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { filePartsOf, FORM_MESSAGES, type CallDef, type resourceContract } from '@/shared/api/contract';
import type { ServerContext } from '../context';
import { sendError } from '../http/error-handler';
import { badRequest, HttpError, notFound } from '../http/errors';
import { readMultipartForm, type FormFile } from '../http/multipart-form';
import { validate } from '../http/validation';
import { bytesMatchType, normaliseContentType } from '../services/uploads/file-types';
import { pictureRefusal } from '../services/uploads/picture-size';

type Resource = resourceContract.Resource;
type Row = Record<string, unknown>;

const DEFAULT_FORM_MESSAGES: Required<resourceContract.ResourceFormMessages> = FORM_MESSAGES;

/** The largest JSON part of a record a form may carry. */
const JSON_PART_BYTES = 64 * 1024;

/** The record a form's JSON part carries, refused in words when it is missing or not JSON. */
function jsonPartOf(fields: Record<string, string>, part: string, message: string): unknown {
  try {
    return JSON.parse(fields[part] ?? '') as unknown;
  } catch {
    throw badRequest(message, { [part]: message });
  }
}

/** The stored columns of each file part: `<prefix>_key` (where the bytes are) and `<prefix>_type` (their content type). */
export type FileColumns = Readonly<Record<string, string>>;

/** Registers `register`'s routes in a scope of their own that reads multipart bodies, a refused media type worded. */
export function inMultipartScope(app: FastifyInstance, resource: Resource, register: (scope: FastifyInstance) => void): void {
  const messages = resource.formMessages ?? DEFAULT_FORM_MESSAGES;
  app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    scope.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, messages.notMultipart);
      throw error;
    });
    register(scope);
  });
}

/**
 * Reads a create's or update's multipart form: its text fields checked with the call's schema, and each
 * declared file checked for size (the spec's words), type (declared and by its leading bytes), a picture's
 * pixels and, when adding, presence.
 */
export async function readResourceForm(request: FastifyRequest, resource: Resource, call: CallDef, isCreate: boolean): Promise<{ body: Row; files: Record<string, FormFile> }> {
  const rules = resource.files ?? {};
  const multipart = call.multipart!;
  const parts = filePartsOf(multipart);
  const jsonPart = multipart.jsonPart;
  const fieldNames = jsonPart ? [jsonPart] : Object.keys((multipart.fields as z.ZodObject).shape);
  const largest = Math.max(...parts.map((part) => rules[part]!.maxBytes));
  const biggestPart = parts.find((part) => rules[part]!.maxBytes === largest)!;
  const messages = resource.formMessages ?? DEFAULT_FORM_MESSAGES;
  const form = await readMultipartForm(request, {
    fileField: parts,
    fieldNames,
    maxFileBytes: largest,
    ...(jsonPart && { maxFieldBytes: JSON_PART_BYTES }),
    messages: { tooLarge: rules[biggestPart]!.messages.tooLarge, notMultipart: messages.notMultipart, unreadable: messages.unreadable, tooManyParts: messages.tooManyParts },
  });
  const sent = jsonPart ? jsonPartOf(form.fields, jsonPart, messages.notJson ?? DEFAULT_FORM_MESSAGES.notJson) : form.fields;
  const body = validate(multipart.fields, sent) as Row;
  for (const part of parts) {
    const rule = rules[part]!;
    const file = form.files[part];
    if (!file) {
      if (isCreate && !rule.optional) throw badRequest(rule.messages.required!, { [part]: rule.messages.required! });
      continue;
    }
    if (file.bytes.length > rule.maxBytes) throw new HttpError(413, rule.messages.tooLarge, { fields: { [part]: rule.messages.tooLarge } });
    const type = normaliseContentType(file.contentType);
    if (!rule.types.includes(type) || !bytesMatchType(file.bytes, type, file.fileName)) {
      throw new HttpError(415, rule.messages.wrongType, { fields: { [part]: rule.messages.wrongType } });
    }
    const picture = pictureRefusal(file.bytes, type, rule.messages.wrongType, part);
    if (picture) throw picture;
  }
  return { body, files: form.files };
}

/** Writes each file sent to the store, answering the columns naming them (`<prefix>_key`, `<prefix>_type`). */
export async function storeResourceFiles(ctx: ServerContext, resource: Resource, columns: FileColumns, files: Record<string, FormFile>): Promise<Row> {
  const written: Row = {};
  for (const [part, file] of Object.entries(files)) {
    const prefix = columns[part];
    if (!prefix) continue;
    const key = ctx.storage.newKeyIn(resource.name.replaceAll(' ', '-'));
    await ctx.storage.write(key, file.bytes);
    written[`${prefix}_key`] = key;
    written[`${prefix}_type`] = normaliseContentType(file.contentType);
  }
  return written;
}

/** Sends the stored bytes of one file of a record (404 when it has none), for the owner's eyes only. */
export async function sendResourceFile(ctx: ServerContext, reply: FastifyReply, row: Row, prefix: string, missing: string): Promise<FastifyReply> {
  const key = row[`${prefix}_key`];
  const size = typeof key === 'string' && key ? await ctx.storage.size(key) : undefined;
  if (typeof key !== 'string' || size === undefined) throw notFound(missing);
  return reply
    .header('content-type', String(row[`${prefix}_type`]))
    .header('content-length', size)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .send(await ctx.storage.openRead(key));
}
