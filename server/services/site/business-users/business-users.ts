import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { siteContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { sendError } from '../../../http/error-handler';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { readMultipartForm } from '../../../http/multipart-form';
import { registerCall } from '../../../http/route';
import { validate } from '../../../http/validation';
import { hashPassword } from '../../../lib/password';
import { recordChange } from '../../../resources/record-history';
import { registerResource } from '../../../resources/register-resource';
import { sendResourceFile } from '../../../resources/resource-files';
import { refuseActingOnUser } from '../../../security/grant-rule';
import { endSessionsOf } from '../../../security/sessions';
import { normaliseEmail } from '../../auth/users';
import { bytesMatchType, normaliseContentType } from '../../uploads/file-types';
import { pictureRefusal } from '../../uploads/picture-size';
import { searchCities } from './city-index';
import { BUSINESS_ACCOUNTS_GROUP } from './migration';

const { businessUsers, businessUserImageFields, citySearch, uploadBusinessUserImage, businessUserImage, BUSINESS_USER_MESSAGES: M, BUSINESS_USER_LIMITS, BUSINESS_IMAGE_TYPES } = siteContract;

/** A business user's place, keyed by the id of its account; its picture is in the file store under `image_key`. */
export interface BusinessPlaceTable {
  id: number;
  title: string;
  place_category_id: number;
  address: string;
  city_name: string;
  country_name: string;
  latitude: string;
  longitude: string;
  description: string;
  image_name: string | null;
  image_key: string | null;
  image_type: string | null;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    business_places: BusinessPlaceTable;
    business_users_view: BusinessPlaceTable & { name: string; email: string };
  }
}

type Row = Record<string, unknown>;
type CreateInput = siteContract.BusinessUserCreateInput & { password: string };
/** The record's fields under the create's and the update's names alike. */
const placeOf = (input: Row) => {
  const created = 'password' in input;
  const field = (create: string, update: string) => String((created ? input[create] : input[update]) ?? '');
  return {
    title: field('placeTitle', 'title') || String(input.name),
    place_category_id: Number(input.placeCategoryId),
    address: field('placeAddress', 'address'),
    city_name: field('placeCityName', 'cityName'),
    country_name: field('placeCountryName', 'countryName'),
    latitude: field('placeLatitude', 'latitude'),
    longitude: field('placeLongitude', 'longitude'),
  };
};

/** Refuses an e-mail another account signs in with: a business user never takes over an account. */
async function refuseTakenEmail(db: Db, email: string, ownId: number): Promise<void> {
  const other = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '<>', ownId).executeTakeFirst();
  if (other) throw new HttpError(409, M.emailTaken, { fields: { email: M.emailTaken } });
}

/**
 * `admin/account`: business users, each an account of the apps in the business accounts' group (never a
 * staff group: what a caller sends names no group, role or status), with its place. Adding needs add on
 * LOCAL_COMMUNITY, changing and deleting edit; nobody changes or deletes an account that holds a bit
 * they lack. Also the picture upload and the city search.
 */
export function registerBusinessUserCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(app, ctx, businessUsers, {
    table: 'business_places',
    readFrom: 'business_users_view',
    keywordColumns: ['name'],
    orderColumn: 'updated_at',
    sortColumns: { name: 'name', cityName: 'city_name' },
    filterColumns: { placeCategoryId: 'place_category_id' },
    toRecord: (row) => ({
      userId: Number(row.id),
      name: String(row.name),
      username: String(row.email),
      address: String(row.address),
      cityName: String(row.city_name),
      countryName: String(row.country_name),
      latitude: String(row.latitude),
      longitude: String(row.longitude),
      placeCategoryId: Number(row.place_category_id),
      image: row.image_name === null || row.image_name === undefined ? null : String(row.image_name),
      updateDate: String(row.updated_at),
    }),
    check: async (db, _input, { existing, session }) => {
      if (existing) await refuseActingOnUser(db, session, Number(existing.id));
    },
    beforeTransaction: async (input, { isCreate }) =>
      isCreate ? { passwordHash: await hashPassword((input as unknown as CreateInput).password, ctx.passwordCost) } : {},
    prepare: async (db, input, { now, existing, made }) => {
      const email = normaliseEmail(input.email);
      await refuseTakenEmail(db, email, Number(existing?.id ?? 0));
      if (existing) {
        await db.updateTable('users').set({ fullname: input.name, email }).where('id', '=', Number(existing.id)).execute();
        // A new sign-in address ends the sessions the old one started.
        if (email !== existing.email) await endSessionsOf(db, Number(existing.id), now);
        return {};
      }
      const account = await db
        .insertInto('users')
        .values({
          email,
          fullname: input.name,
          password_hash: String(made.passwordHash),
          status: 1,
          must_change_password: 0,
          group_id: BUSINESS_ACCOUNTS_GROUP.id,
          created_at: new Date(now).toISOString(),
          login_type: 1,
          ban_reason: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: account.id, description: (input as unknown as CreateInput).placeDescription ?? '' };
    },
    toColumns: (input, { now }) => ({ ...placeOf(input as unknown as Row), updated_at: new Date(now).toISOString() }),
    afterDelete: async (db, id) => {
      const instructor = await db.selectFrom('instructors').select('id').where('user_id', '=', id).executeTakeFirst();
      if (instructor) throw new HttpError(409, M.hasStaffRole);
      await db.deleteFrom('users').where('id', '=', id).where('group_id', '=', BUSINESS_ACCOUNTS_GROUP.id).execute();
    },
  });

  registerCall(app, ctx, businessUserImage, async ({ params, reply }) => {
    const row = await ctx.db.selectFrom('business_places').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound(M.notFound);
    return sendResourceFile(ctx, reply, row, 'image', M.imageRequired);
  });

  registerCall(app, ctx, citySearch, async ({ body }) => ({ cities: searchCities(body.keyword, body.limitCount) }));

  app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    scope.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, M.notMultipart);
      throw error;
    });
    registerCall(scope, ctx, uploadBusinessUserImage, async ({ request, session }) => {
      const form = await readMultipartForm(request, {
        fileField: 'file',
        fieldNames: ['userId'],
        maxFileBytes: BUSINESS_USER_LIMITS.imageBytes,
        messages: { tooLarge: M.imageTooLarge, notMultipart: M.notMultipart, unreadable: M.unreadableForm, tooManyParts: M.tooManyParts },
      });
      const { userId } = validate(businessUserImageFields, form.fields);
      const file = form.file;
      if (!file || file.bytes.length === 0) throw badRequest(M.imageRequired, { file: M.imageRequired });
      if (file.bytes.length > BUSINESS_USER_LIMITS.imageBytes) throw new HttpError(413, M.imageTooLarge, { fields: { file: M.imageTooLarge } });
      const type = normaliseContentType(file.contentType);
      if (!(BUSINESS_IMAGE_TYPES as readonly string[]).includes(type) || !bytesMatchType(file.bytes, type, file.fileName)) {
        throw new HttpError(415, M.imageType, { fields: { file: M.imageType } });
      }
      const tooManyPixels = pictureRefusal(file.bytes, type, M.imageType, 'file');
      if (tooManyPixels) throw tooManyPixels;
      const before = await ctx.db.selectFrom('business_places').select(['image_name']).where('id', '=', userId).executeTakeFirst();
      if (!before) throw notFound(M.notFound);
      await refuseActingOnUser(ctx.db, session, userId);
      const key = ctx.storage.newKeyIn('business-user');
      await ctx.storage.write(key, file.bytes);
      const now = ctx.now();
      const imageName = file.fileName.slice(0, 200);
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('business_places').set({ image_name: imageName, image_key: key, image_type: type, updated_at: new Date(now).toISOString() }).where('id', '=', userId).execute();
        await recordChange(trx, { resource: businessUsers.name, recordId: userId, action: 'updated', session, at: now, before: { image: before.image_name }, after: { image: imageName } });
      });
      return { success: true, message: M.imageSaved };
    });
  });
}
