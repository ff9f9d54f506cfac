import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { siteContract } from '@/shared/api/contract';
import { gregorianDateOf, parseHijriDateText } from '@/shared/lib/hijri-date';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { sendError } from '../../../http/error-handler';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { readMultipartForm } from '../../../http/multipart-form';
import { registerCall } from '../../../http/route';
import { validate } from '../../../http/validation';
import { recordChange } from '../../../resources/record-history';
import { registerResource } from '../../../resources/register-resource';
import { sendResourceFile } from '../../../resources/resource-files';
import { bytesMatchType, normaliseContentType } from '../../uploads/file-types';
import { pictureRefusal } from '../../uploads/picture-size';
import './tables';
import { registerEventTranslationCalls } from './translations';

const { islamicEvents, islamicEventImage, islamicEventImageFields, uploadIslamicEventImage, slugOf, ISLAMIC_EVENT_MESSAGES: M, ISLAMIC_EVENT_LIMITS: L, ISLAMIC_EVENT_IMAGE_TYPES } = siteContract;

type Row = Record<string, unknown>;

/** The adjustment of the chosen country (none: 0); a country that does not exist is refused. */
async function adjustmentOf(db: Db, countryId: number | null): Promise<number> {
  if (countryId === null) return 0;
  const country = await db.selectFrom('hijri_settings').select('hijri_adjustment').where('id', '=', countryId).executeTakeFirst();
  if (!country) throw badRequest(M.country, { hijriCountryId: M.country });
  return Number(country.hijri_adjustment);
}

/** The Gregorian day of the sent Hijri date, or a 400 naming the day the month does not have. */
function gregorianOf(hijriDate: string, adjustment: number): string {
  const hijri = parseHijriDateText(hijriDate);
  const gregorian = hijri && gregorianDateOf(hijri, adjustment);
  if (!gregorian) throw badRequest(M.dayNotInMonth, { hijriDate: M.dayNotInMonth });
  return gregorian;
}

const setFlag = (column: 'publish' | 'listed', value: 0 | 1) => async (trx: Db, row: Row, { now }: { now: number }) => {
  await trx
    .updateTable('islamic_events')
    .set({ [column]: value, updated_at: new Date(now).toISOString() })
    .where('id', '=', Number(row.id))
    .execute();
};

/**
 * `islamic-event`: the list (searched by name, slug and group), find, save, update, delete and history;
 * publish, un-publish, enable-listing and disable-listing; the background picture's upload after the save
 * and its download. The Gregorian date is made here from the Hijri date and the chosen country's
 * adjustment, with the function the form shows it with. Then the translations.
 */
export function registerIslamicEventCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(
    app,
    ctx,
    islamicEvents,
    {
      table: 'islamic_events',
      keywordColumns: ['name', 'slug', 'event_group'],
      orderColumn: 'updated_at',
      sortColumns: { name: 'name', gregorianDate: 'gregorian_date' },
      filterColumns: {
        publish: { column: 'publish', zeroIsAValue: true },
        listed: { column: 'listed', zeroIsAValue: true },
        eventType: { column: 'event_type', zeroIsAValue: true },
      },
      toRecord: (row) => ({
        eventId: Number(row.id),
        name: String(row.name),
        slug: String(row.slug),
        heading1: String(row.heading1),
        eventGroup: String(row.event_group),
        title: String(row.title),
        description: String(row.description),
        hijriDate: String(row.hijri_date),
        gregorianDate: String(row.gregorian_date),
        hijriCountryId: row.hijri_country_id === null ? null : Number(row.hijri_country_id),
        hijriAdjustment: Number(row.hijri_adjustment),
        eventType: Number(row.event_type),
        publish: Number(row.publish) === 1 ? (1 as const) : (0 as const),
        listed: Number(row.listed) === 1 ? (1 as const) : (0 as const),
        backgroundImage: row.image_name === null || row.image_name === undefined ? null : String(row.image_name),
        updateDate: String(row.updated_at),
      }),
      prepare: async (db, input) => {
        const adjustment = await adjustmentOf(db, input.hijriCountryId);
        return { hijri_adjustment: adjustment, gregorian_date: gregorianOf(input.hijriDate, adjustment) };
      },
      toColumns: (input, { now }) => ({
        name: input.name,
        slug: (input.slug || slugOf(input.name)).slice(0, L.slug),
        heading1: input.heading1,
        event_group: input.eventGroup,
        title: input.title,
        description: input.description,
        hijri_date: input.hijriDate,
        hijri_country_id: input.hijriCountryId,
        event_type: input.eventType,
        updated_at: new Date(now).toISOString(),
      }),
      derivedFields: ['gregorianDate', 'hijriAdjustment'],
      unique: [{ column: 'slug', field: 'slug', message: M.slugTaken }],
    },
    {
      publish: setFlag('publish', 1),
      unPublish: setFlag('publish', 0),
      enableListing: setFlag('listed', 1),
      disableListing: setFlag('listed', 0),
    },
  );

  registerCall(app, ctx, islamicEventImage, async ({ params, reply }) => {
    const row = await ctx.db.selectFrom('islamic_events').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound(M.notFound);
    return sendResourceFile(ctx, reply, row, 'image', M.imageRequired);
  });

  app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    scope.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, M.notMultipart);
      throw error;
    });
    registerCall(scope, ctx, uploadIslamicEventImage, async ({ request, session }) => {
      const form = await readMultipartForm(request, {
        fileField: 'file',
        fieldNames: ['eventId'],
        maxFileBytes: L.imageBytes,
        messages: { tooLarge: M.imageTooLarge, notMultipart: M.notMultipart, unreadable: M.unreadableForm, tooManyParts: M.tooManyParts },
      });
      const { eventId } = validate(islamicEventImageFields, form.fields);
      const file = form.file;
      if (!file || file.bytes.length === 0) throw badRequest(M.imageRequired, { file: M.imageRequired });
      if (file.bytes.length > L.imageBytes) throw new HttpError(413, M.imageTooLarge, { fields: { file: M.imageTooLarge } });
      const type = normaliseContentType(file.contentType);
      if (!(ISLAMIC_EVENT_IMAGE_TYPES as readonly string[]).includes(type) || !bytesMatchType(file.bytes, type, file.fileName)) {
        throw new HttpError(415, M.imageType, { fields: { file: M.imageType } });
      }
      const tooManyPixels = pictureRefusal(file.bytes, type, M.imageType, 'file');
      if (tooManyPixels) throw tooManyPixels;
      const before = await ctx.db.selectFrom('islamic_events').select('image_name').where('id', '=', eventId).executeTakeFirst();
      if (!before) throw notFound(M.notFound);
      const key = ctx.storage.newKeyIn('islamic-event');
      await ctx.storage.write(key, file.bytes);
      const now = ctx.now();
      const imageName = file.fileName.slice(0, 200);
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('islamic_events').set({ image_name: imageName, image_key: key, image_type: type, updated_at: new Date(now).toISOString() }).where('id', '=', eventId).execute();
        await recordChange(trx, { resource: islamicEvents.name, recordId: eventId, action: 'updated', session, at: now, before: { backgroundImage: before.image_name }, after: { backgroundImage: imageName } });
      });
      return { success: true, message: M.imageSaved };
    });
  });

  registerEventTranslationCalls(app, ctx);
}
