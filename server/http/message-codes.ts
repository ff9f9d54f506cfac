import type { FastifyInstance } from 'fastify';
import { recogniseServerMessage, type ServerMessageParams } from '@/shared/api/contract';

/** `message` with its catalogue code (and the values filled into it) beside it. */
export function codedMessage(message: string): { message: string; messageCode?: string; messageParams?: ServerMessageParams } {
  const known = recogniseServerMessage(message);
  if (!known) return { message };
  return { message, messageCode: known.code, ...(known.params ? { messageParams: known.params } : {}) };
}

/** `fields` with the code of each field's message under the same path. */
export function codedFields(fields: Record<string, string>) {
  const fieldCodes: Record<string, string> = {};
  const fieldParams: Record<string, ServerMessageParams> = {};
  for (const [path, message] of Object.entries(fields)) {
    const known = recogniseServerMessage(message);
    if (!known) continue;
    fieldCodes[path] = known.code;
    if (known.params) fieldParams[path] = known.params;
  }
  return {
    fields,
    ...(Object.keys(fieldCodes).length > 0 ? { fieldCodes } : {}),
    ...(Object.keys(fieldParams).length > 0 ? { fieldParams } : {}),
  };
}

const isSuccessWithWords = (body: unknown): body is { success: boolean; message: string; messageCode?: string } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { success?: unknown }).success === 'boolean' &&
  typeof (body as { message?: unknown }).message === 'string';

/** Successful replies that carry words (`{ success: true, message }`) get their code too. */
export function installMessageCodes(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    if (!isSuccessWithWords(payload) || payload.messageCode !== undefined) return payload;
    return { ...payload, ...codedMessage(payload.message) };
  });
}
