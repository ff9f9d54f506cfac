import { i18next } from '@/shared/i18n';
import { isApiError } from './ApiError';

/** The catalogue namespace of the server's messages, one key per code of SERVER_MESSAGES. */
export const SERVER_MESSAGES_NAMESPACE = 'server-messages';

type Params = Record<string, string>;

/**
 * English words shown as they are. In a right-to-left language they are set apart as one left-to-right
 * run (Unicode isolates), so the full stop of an English sentence stays at its end.
 */
function asEnglish(english: string): string {
  return i18next.dir() === 'rtl' ? `\u2066${english}\u2069` : english;
}

/**
 * The server's words in the panel's language: the catalogue's text for their code, with the values
 * the server filled in; without a code, or for a code the catalogue lacks, the English the server sent.
 */
export function serverText(english: string, code?: string, params: Params = {}): string {
  if (!code || !i18next.exists(code, { ns: SERVER_MESSAGES_NAMESPACE })) return asEnglish(english);
  return i18next.t(code, { ns: SERVER_MESSAGES_NAMESPACE, ...params });
}

/** What to show for a failure: a failed call's message in the panel's language, else the error's own words. */
export function errorText(error: unknown): string | undefined {
  if (isApiError(error)) return serverText(error.message, error.messageCode, error.messageParams);
  if (error instanceof Error && error.message) return asEnglish(error.message);
  return undefined;
}

/** A failed call's field problems, each in the panel's language, keyed by the request field's path. */
export function fieldTexts(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(
    Object.entries(error.fields ?? {}).map(([path, english]) => [
      path,
      serverText(english, error.fieldCodes?.[path], error.fieldParams?.[path]),
    ]),
  );
}

/** The words of a reply (`{ success, message, messageCode? }`) in the panel's language, when it has any. */
export function replyText(reply: { message?: string; messageCode?: string; messageParams?: Params }): string | undefined {
  return reply.message ? serverText(reply.message, reply.messageCode, reply.messageParams) : undefined;
}
