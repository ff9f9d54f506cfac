import { z } from 'zod';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

const KB = 1024;

/** The platforms a vendor's store runs on (shell spec §3). */
export const VENDOR_STORE_TYPES = ['SHOPIFY', 'ECWID'] as const;
export type VendorStoreType = (typeof VENDOR_STORE_TYPES)[number];

export const VENDOR_LIMITS = { name: 250, slug: 250, description: 500, websiteLink: 500, contact: 250, token: 255, storeField: 100, imageBytes: 100 * KB, bannerBytes: 500 * KB } as const;

/** The pictures a vendor may have. */
export const VENDOR_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The spec's words for the vendor form (shell §5, §8), then this product's own. */
export const VENDOR_MESSAGES = {
  nameTooLong: 'Maximum 250 characters allowed',
  imageTooLarge: 'Image must smaller than 100KB!',
  failed: 'Something went wrong, please check all the fields',
  statusUpdated: 'Status updated successfully',
  // Not worded by the spec:
  bannerTooLarge: 'Banner must smaller than 500KB!',
  name: 'Please enter vendor name',
  slug: 'Please enter slug',
  slugFormat: 'Use lower-case letters, digits and single hyphens only',
  slugTaken: 'This slug is already used by another vendor.',
  description: 'Please enter description',
  descriptionTooLong: 'Maximum 500 characters allowed',
  websiteLink: 'Please enter website link',
  websiteLinkFormat: 'Enter the full address of the website, starting with https://',
  contact: 'Please enter contact',
  tooLong: 'This is too long.',
  storeType: 'Select store type',
  status: 'Select status',
  storeDomain: 'Enter the store address, like your-store.myshopify.com',
  adminAccessToken: 'Please enter access token',
  storeVersion: 'Enter the Admin API version, like 2025-10',
  storeId: 'Please enter store id (digits only)',
  publicToken: 'Please enter public token',
  tokenFormat: 'A token has no spaces, accents or other special characters.',
  imageType: 'Choose a JPEG, PNG or WebP picture.',
  notFound: 'This vendor does not exist.',
  tokenUnreadable: "This vendor's store token can no longer be read (the server's secret has changed): enter it again on the vendor's page.",
  notMultipart: "Send the vendor as multipart/form-data: a JSON 'request' part and optional imageFile, logoFile and bannerFile.",
  notJson: "The 'request' part must be the vendor as JSON.",
  unreadableForm: 'The uploaded form could not be read.',
  tooManyParts: "Send only the 'request' part, imageFile, logoFile and bannerFile.",
} as const;

const M = VENDOR_MESSAGES;

/** A slug as the shop's names make them (`shopSlugOf`): lower-case letters of any script, digits, single hyphens between. */
const SLUG_FORM = /^[\p{Ll}\p{Lo}\p{M}\p{N}]+(-[\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u;

/** A token's masked form: its first word (`shpat_`, `public_`), an ellipsis and its last 4 characters. */
export const maskToken = (token: string) => {
  const prefix = /^[a-z]+_/i.exec(token)?.[0] ?? '';
  return token.length <= 8 ? '…' : `${prefix}…${token.slice(-4)}`;
};

/** One vendor as pickers and filters need it (the products list's vendor filter). */
export const vendorName = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  storeType: z.enum(VENDOR_STORE_TYPES),
  isActive: z.boolean(),
});
export type VendorName = z.infer<typeof vendorName>;

/**
 * GET vendor/name-summary — every vendor's id, name, slug, store type and state, by name, for pickers.
 * Whoever may list vendors or products may ask (the products list filters by vendor).
 */
export const vendorNames = defineCall({
  service: 'shop',
  method: 'GET',
  path: '/vendor/name-summary',
  summary: "Every vendor's name, for pickers",
  access: { anyOf: [{ point: 'VENDORS', bit: 'list' }, { point: 'PRODUCTS', bit: 'list' }] },
  reply: z.object({ content: z.array(vendorName) }),
});

/**
 * A vendor as the panel sees it: its store's keys only masked (`shpat_…a1b2`), with whether one is
 * stored; the store's own token is never sent back.
 */
export const vendor = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  websiteLink: z.string(),
  contact: z.string(),
  storeType: z.enum(VENDOR_STORE_TYPES),
  isActive: z.boolean(),
  /** Shopify: where its Admin API answers, the API version and the access token masked; null for an Ecwid store. */
  shopifyData: z.object({ storeDomain: z.string(), storeVersion: z.string(), adminAccessTokenMasked: z.string(), hasAdminAccessToken: z.boolean() }).nullable(),
  /** Ecwid: the store id and the public token masked; null for a Shopify store. */
  ecwidData: z.object({ storeId: z.string(), publicTokenMasked: z.string(), hasPublicToken: z.boolean() }).nullable(),
  hasImage: z.boolean(),
  hasLogo: z.boolean(),
  hasBanner: z.boolean(),
  /** ISO 8601 date-time in UTC. */
  updateDate: z.string(),
});
export type Vendor = z.infer<typeof vendor>;

const text = (max: number, tooLong: string = M.tooLong) => z.string().trim().max(max, tooLong).default('');
const token = z.string().trim().max(VENDOR_LIMITS.token, M.tooLong).regex(/^[\x21-\x7e]*$/, M.tokenFormat).default('');

/** What Save sends of a Shopify store; its fields are required only when the store type is Shopify. */
export const shopifyDataInput = z.object({ storeDomain: text(VENDOR_LIMITS.storeField), adminAccessToken: token, storeVersion: text(VENDOR_LIMITS.storeField) });
/** What Save sends of an Ecwid store; its fields are required only when the store type is Ecwid. */
export const ecwidDataInput = z.object({ storeId: text(VENDOR_LIMITS.storeField), publicToken: token });

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** The fields of the JSON 'request' part of POST vendor and PUT vendor/{id}, before the store type's own rules. */
export const vendorFields = z.object({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(VENDOR_LIMITS.name, M.nameTooLong),
  slug: z.string({ error: M.slug }).trim().min(1, M.slug).max(VENDOR_LIMITS.slug, M.nameTooLong).regex(SLUG_FORM, M.slugFormat),
  description: z.string({ error: M.description }).trim().min(1, M.description).max(VENDOR_LIMITS.description, M.descriptionTooLong),
  websiteLink: z.string({ error: M.websiteLink }).trim().min(1, M.websiteLink).max(VENDOR_LIMITS.websiteLink, M.tooLong).refine(isWebAddress, M.websiteLinkFormat),
  contact: z.string({ error: M.contact }).trim().min(1, M.contact).max(VENDOR_LIMITS.contact, M.tooLong),
  storeType: z.enum(VENDOR_STORE_TYPES, { error: M.storeType }),
  isActive: z.boolean({ error: M.status }),
  shopifyData: shopifyDataInput.nullish(),
  ecwidData: ecwidDataInput.nullish(),
});

interface StoreFields {
  storeType?: VendorStoreType | null;
  shopifyData?: { storeDomain?: string; adminAccessToken?: string; storeVersion?: string } | null;
  ecwidData?: { storeId?: string; publicToken?: string } | null;
}

/**
 * The store type's own rules (shell §5): Shopify needs its domain, access token and version; Ecwid its
 * store id and public token. A token may be left empty where one is stored (`tokenRequired` false).
 */
export const storeRules =
  (tokenRequired: boolean) =>
  (input: StoreFields, context: z.RefinementCtx): void => {
    const missing = (path: string[], message: string) => context.addIssue({ code: 'custom', path, message });
    if (input.storeType === 'SHOPIFY') {
      const data = input.shopifyData;
      if (!/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(data?.storeDomain?.trim().toLowerCase() ?? '')) missing(['shopifyData', 'storeDomain'], M.storeDomain);
      if (tokenRequired && !data?.adminAccessToken?.trim()) missing(['shopifyData', 'adminAccessToken'], M.adminAccessToken);
      if (!/^\d{4}-\d{2}$/.test(data?.storeVersion?.trim() ?? '')) missing(['shopifyData', 'storeVersion'], M.storeVersion);
    }
    if (input.storeType === 'ECWID') {
      const data = input.ecwidData;
      if (!/^\d{1,18}$/.test(data?.storeId?.trim() ?? '')) missing(['ecwidData', 'storeId'], M.storeId);
      if (tokenRequired && !data?.publicToken?.trim()) missing(['ecwidData', 'publicToken'], M.publicToken);
    }
  };

/**
 * The JSON 'request' part of POST vendor and PUT vendor/{id}. A token left empty keeps the stored one
 * (`tokenRequired`: adding, where there is none, it is required).
 */
export const vendorInputOf = (tokenRequired: boolean) => vendorFields.superRefine(storeRules(tokenRequired));

export const vendorInput = vendorInputOf(false);
export type VendorInput = z.input<typeof vendorInput>;

/** The list's search and filter (spec: name, status): words of the name, and the state (absent, null or empty: every vendor). */
export const vendorFilters = z.object({
  name: z.string().max(VENDOR_LIMITS.name, M.nameTooLong).optional(),
  status: z.enum(['', 'ACTIVE', 'INACTIVE']).nullish(),
});

/** A picture under `underBytes` (the spec's "under 100KB"), answered by `download`. */
const picture = (underBytes: number, download: string, tooLarge: string) => ({
  maxBytes: underBytes - 1,
  types: VENDOR_IMAGE_TYPES,
  download,
  optional: true,
  messages: { tooLarge, wrongType: M.imageType },
});

/**
 * The shop's vendors (shell §7): POST vendor and PUT vendor/{id} (multipart: the JSON 'request' part and
 * optional imageFile, logoFile, bannerFile), POST vendor/paginated (pageNumber, pageSize, descending,
 * status, name), GET vendor/{id}, and PATCH vendor/{id}/ACTIVE or /INACTIVE. Bits on VENDORS.
 */
export const vendors = defineResource({
  name: 'vendor',
  service: 'shop',
  point: 'VENDORS',
  idKey: 'id',
  record: vendor,
  input: vendorInput,
  createInput: vendorInputOf(true),
  filters: vendorFilters,
  searchField: 'name',
  paging: 'academy',
  paths: {
    list: '/vendor/paginated',
    find: '/vendor/:id',
    create: '/vendor',
    update: '/vendor/:id',
    history: '/vendor/:id/history',
  },
  requestPart: 'request',
  files: {
    imageFile: picture(VENDOR_LIMITS.imageBytes, '/vendor/:id/image', M.imageTooLarge),
    logoFile: picture(VENDOR_LIMITS.imageBytes, '/vendor/:id/logo', M.imageTooLarge),
    bannerFile: picture(VENDOR_LIMITS.bannerBytes, '/vendor/:id/banner', M.bannerTooLarge),
  },
  actions: {
    activate: { path: '/vendor/:id/ACTIVE', summary: 'Activate a vendor', message: M.statusUpdated },
    deactivate: { path: '/vendor/:id/INACTIVE', summary: 'Deactivate a vendor', message: M.statusUpdated },
  },
  formMessages: { notMultipart: M.notMultipart, unreadable: M.unreadableForm, tooManyParts: M.tooManyParts, notJson: M.notJson },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});
