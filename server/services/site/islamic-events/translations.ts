import type { FastifyInstance } from 'fastify';
import { siteContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { registerResource } from '../../../resources/register-resource';
import { storedRichText, type RichTextRules } from '../rich-text';

const { eventTranslations, ISLAMIC_EVENT_LIMITS: L, EVENT_TRANSLATION_MESSAGES: T } = siteContract;

/** How a translation's HTML is kept: as an article's body is (content-site §3), within its own length. */
const htmlRules = (origin: string): RichTextRules => ({
  field: 'htmlContent',
  maxChars: L.htmlChars,
  origin,
  messages: { tooLong: T.htmlTooLong, tooComplex: T.htmlTooComplex, outsidePicture: T.htmlOutsidePicture },
});

async function refuseUnknownEvent(db: Db, eventId: number): Promise<void> {
  const event = await db.selectFrom('islamic_events').select('id').where('id', '=', eventId).executeTakeFirst();
  if (!event) throw notFound(T.eventNotFound);
}

/**
 * `event-translation`: an event's translations (the list names its event, which must exist), find, save,
 * update, delete and history. One per language per event (409 otherwise); a translation stays with its
 * event; it is always published; its HTML is sanitised on every write.
 */
export function registerEventTranslationCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(app, ctx, eventTranslations, {
    table: 'event_translations',
    keywordColumns: ['name', 'meta_title', 'language_code'],
    orderColumn: 'updated_at',
    filterColumns: { eventId: 'event_id' },
    checkList: async (db, body) => refuseUnknownEvent(db, Number(body.eventId)),
    toRecord: (row) => ({
      translationId: Number(row.id),
      eventId: Number(row.event_id),
      languageCode: String(row.language_code) as siteContract.TranslationLanguage,
      name: String(row.name),
      metaTitle: String(row.meta_title),
      metaDescription: String(row.meta_description),
      heading1: String(row.heading1),
      htmlContent: String(row.html_content),
      publish: 1 as const,
      updateDate: String(row.updated_at),
    }),
    check: async (db, input, { existing }) => {
      if (existing && Number(existing.event_id) !== input.eventId) throw badRequest(T.otherEvent, { eventId: T.otherEvent });
      await refuseUnknownEvent(db, input.eventId);
      const taken = await db
        .selectFrom('event_translations')
        .select('id')
        .where('event_id', '=', input.eventId)
        .where('language_code', '=', input.languageCode)
        .where('id', '<>', Number(existing?.id ?? 0))
        .executeTakeFirst();
      if (taken) throw new HttpError(409, T.languageTaken, { fields: { languageCode: T.languageTaken } });
    },
    toColumns: (input, { now }) => ({
      event_id: input.eventId,
      language_code: input.languageCode,
      name: input.name,
      meta_title: input.metaTitle,
      meta_description: input.metaDescription,
      heading1: input.heading1,
      html_content: storedRichText(input.htmlContent, htmlRules(ctx.publicOrigin)),
      publish: 1,
      updated_at: new Date(now).toISOString(),
    }),
  });
}
