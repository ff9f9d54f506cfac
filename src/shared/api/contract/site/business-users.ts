import { z } from 'zod';
import { recordIdField, successReply } from '../common';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

const KB = 1024;

/** The spec's limits of a business user (content-site §5 and §9). */
export const BUSINESS_USER_LIMITS = { name: 60, email: 254, address: 250, coordinate: 50, password: 50, description: 500, city: 200, imageBytes: 250 * KB } as const;

/** Place types: 1 Mosque, 2 Organization, 3 Business, 4 School, 5 Others, 6 Halal Food; 0 in a list's filter means All. */
export const PLACE_TYPES = [1, 2, 3, 4, 5, 6] as const;
export const PLACE_TYPE_NAMES = { 1: 'mosque', 2: 'organization', 3: 'business', 4: 'school', 5: 'others', 6: 'halalFood' } as const;

/** The city search starts at this many characters and answers at most CITY_SEARCH_LIMIT cities. */
export const CITY_SEARCH_MIN_CHARACTERS = 3;
export const CITY_SEARCH_LIMIT = 25;

export const BUSINESS_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The spec's words (content-site §5, §8), then this product's own. */
export const BUSINESS_USER_MESSAGES = {
  imageTooLarge: 'Image size must be less than 250KB!',
  saveFailed: 'Something went wrong, please try again!',
  // Not worded by the spec:
  name: 'Enter the business name.',
  nameTooLong: `The name can have at most ${BUSINESS_USER_LIMITS.name} characters.`,
  email: 'Enter a valid e-mail address.',
  emailTaken: 'An account with this e-mail already exists.',
  placeType: 'Choose the business type.',
  addressTooLong: `The address can have at most ${BUSINESS_USER_LIMITS.address} characters.`,
  city: 'Choose the city.',
  coordinate: `Enter a number of at most ${BUSINESS_USER_LIMITS.coordinate} characters.`,
  latitude: 'A latitude is between -90 and 90.',
  longitude: 'A longitude is between -180 and 180.',
  password: 'Enter a password.',
  passwordTooLong: `The password can have at most ${BUSINESS_USER_LIMITS.password} characters.`,
  descriptionTooLong: `The description can have at most ${BUSINESS_USER_LIMITS.description} characters.`,
  notFound: 'This business user does not exist.',
  hasStaffRole: 'This account is also an instructor; remove the instructor first.',
  imageType: 'Choose a JPEG, PNG or WebP picture.',
  imageRequired: 'Choose a picture.',
  imageSaved: 'Image uploaded successfully!',
  notMultipart: 'Send the picture as multipart/form-data with userId and file.',
  unreadableForm: 'The uploaded form could not be read.',
  tooManyParts: 'Send userId and file only.',
  searchTooShort: `Type at least ${CITY_SEARCH_MIN_CHARACTERS} characters.`,
} as const;

const M = BUSINESS_USER_MESSAGES;
const L = BUSINESS_USER_LIMITS;

export const businessUser = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** The e-mail the business signs in to the apps with. */
  username: z.string(),
  address: z.string(),
  cityName: z.string(),
  countryName: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  placeCategoryId: z.number().int(),
  /** The stored picture's name, null without one; its bytes come from `businessUserImage`. */
  image: z.string().nullable(),
  /** ISO 8601 date-time in UTC. */
  updateDate: z.string(),
});
export type BusinessUser = z.infer<typeof businessUser>;

/** A coordinate as typed (at most 50 characters), empty or a number between ±`bound`. */
const coordinate = (bound: number, message: string) =>
  z
    .string()
    .trim()
    .max(L.coordinate, M.coordinate)
    .refine((text) => text === '' || (Number.isFinite(Number(text)) && Math.abs(Number(text)) <= bound), message)
    .default('');
const name = z.string({ error: M.name }).trim().min(1, M.name).max(L.name, M.nameTooLong);
const email = z.string({ error: M.email }).trim().max(L.email, M.email).email(M.email);
const placeCategoryId = z.number({ error: M.placeType }).int(M.placeType).min(1, M.placeType).max(6, M.placeType);
const cityName = z.string({ error: M.city }).trim().min(1, M.city).max(L.city, M.city);
const country = z.string().trim().max(L.city).default('');
const address = z.string().trim().max(L.address, M.addressTooLong).default('');
const title = z.string().trim().max(L.name, M.nameTooLong).optional();

/** POST admin/account/register-business, in the spec's field names. */
export const businessUserCreateInput = z.object({
  name,
  placeTitle: title,
  email,
  password: z.string({ error: M.password }).min(1, M.password).max(L.password, M.passwordTooLong),
  placeCategoryId,
  placeAddress: address,
  placeCityName: cityName,
  placeCountryName: country,
  placeLatitude: coordinate(90, M.latitude),
  placeLongitude: coordinate(180, M.longitude),
  placeDescription: z.string().trim().max(L.description, M.descriptionTooLong).default(''),
});
export type BusinessUserCreateInput = z.input<typeof businessUserCreateInput>;

/** POST admin/account/update-business (with `userId`), in the spec's field names: no password, no description. */
export const businessUserInput = z.object({
  name,
  title,
  email,
  placeCategoryId,
  address,
  cityName,
  countryName: country,
  latitude: coordinate(90, M.latitude),
  longitude: coordinate(180, M.longitude),
});
export type BusinessUserInput = z.input<typeof businessUserInput>;

/** The list's filters: words of the name (the spec's search sends `name`), and a place type (0: All). */
export const businessUserFilters = z.object({
  name: z.string().trim().max(L.name).optional(),
  placeCategoryId: z.number().int().min(0).max(6).optional(),
});

/**
 * Business users of the local community: accounts of the apps with a place. Bits on LOCAL_COMMUNITY:
 * Edit and Delete need edit, Add New needs add. A new account gets no staff security group.
 */
export const businessUsers = defineResource({
  name: 'business user',
  service: 'site',
  point: 'LOCAL_COMMUNITY',
  idKey: 'userId',
  record: businessUser,
  input: businessUserInput,
  createInput: businessUserCreateInput,
  filters: businessUserFilters,
  searchField: 'name',
  paging: 'site',
  sortFields: ['name', 'cityName'],
  idName: 'userId',
  paths: {
    list: '/admin/account/list',
    find: '/admin/account/find',
    create: '/admin/account/register-business',
    update: '/admin/account/update-business',
    delete: '/admin/account/delete-business',
    history: '/admin/account/history',
  },
  // The spec's "Edit and Delete need edit".
  bits: { delete: 'edit' },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});

export const businessUserImageFields = z.object({ userId: recordIdField(z.coerce.number()) });

/** Multipart POST profile/image/upload/user (userId, file): the business's picture, under 250 KB. */
export const uploadBusinessUserImage = defineCall({
  service: 'site',
  method: 'POST',
  path: '/profile/image/upload/user',
  summary: "Upload a business user's picture",
  access: { anyOf: [{ point: 'LOCAL_COMMUNITY', bit: 'add' }, { point: 'LOCAL_COMMUNITY', bit: 'edit' }] },
  multipart: { fields: businessUserImageFields, file: 'file' },
  reply: successReply,
});

/** GET the stored picture of business user `:id`. */
export const businessUserImage = defineCall({
  service: 'site',
  method: 'GET',
  path: '/profile/image/user/:id',
  summary: "A business user's picture",
  access: { point: 'LOCAL_COMMUNITY', bit: 'view' },
  params: z.object({ id: recordIdField(z.coerce.number()) }),
  reply: z.unknown(),
});

export const city = z.object({
  cityId: z.number().int(),
  cityName: z.string(),
  subDivision1Name: z.string(),
  countryName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type City = z.infer<typeof city>;

/** POST legacy-location/global-search: cities whose name starts with the words typed (3 characters or more), 25 at most. */
export const citySearch = defineCall({
  service: 'site',
  method: 'POST',
  path: '/legacy-location/global-search',
  summary: 'Cities by the start of their name',
  access: { anyOf: [{ point: 'LOCAL_COMMUNITY', bit: 'add' }, { point: 'LOCAL_COMMUNITY', bit: 'edit' }] },
  body: z.object({
    keyword: z.string({ error: M.searchTooShort }).trim().min(CITY_SEARCH_MIN_CHARACTERS, M.searchTooShort).max(100),
    limitCount: z.number().int().min(1).max(CITY_SEARCH_LIMIT).default(CITY_SEARCH_LIMIT),
    firstIndex: z.number().int().min(-2).max(0).optional(),
    pageno: z.number().int().min(0).max(1).optional(),
  }),
  reply: z.object({ cities: z.array(city) }),
});
