import { z } from 'zod';
import { defineCall } from '../define';
import { defineKeyedRecord } from '../resource/define-keyed-record';
import { RECORD_MESSAGES } from '../resource/messages';
import { tooComplexMessage } from './rich-text';

export const PAGE_META_LIMITS = { title: 250, description: 500, html: 50_000 } as const;

/**
 * The locales a page's meta is written for: the site's languages of content-site §9 (en, ar, fr, tr,
 * in, ms, es) and Urdu, the second language of the app family's readers (and of this panel).
 */
export const PAGE_META_LOCALES = ['en', 'ur', 'ar', 'fr', 'tr', 'in', 'ms', 'es'] as const;
export type PageMetaLocale = (typeof PAGE_META_LOCALES)[number];

/** The spec's words for the SEO editor (content-site §5). */
export const SEO_MESSAGES = {
  page: 'Please select Page',
  language: 'Please select Language',
  titleTooLong: `Maximum length ${PAGE_META_LIMITS.title} characters`,
  // Not worded by the spec:
  title: 'Enter meta title',
  description: 'Enter meta description',
  descriptionTooLong: `Maximum length ${PAGE_META_LIMITS.description} characters`,
  htmlTooLong: `Maximum length ${PAGE_META_LIMITS.html} characters`,
  htmlTooComplex: tooComplexMessage('The HTML body'),
  htmlOutsidePicture: 'Pictures in the HTML body must be files stored here; pictures from other addresses are not allowed.',
  notFound: 'No meta has been saved for this page in this language yet.',
  exists: 'This page already has meta in this language; update it instead.',
} as const;

/** One page of the public site whose meta can be written. */
export const sitePage = z.object({ pageId: z.number().int(), pageName: z.string() });
export type SitePage = z.infer<typeof sitePage>;

export const listPages = defineCall({
  service: 'site',
  method: 'GET',
  path: '/page-meta/list-pages',
  summary: 'The pages of the public site, in the order the site shows them',
  access: { point: 'SEO', bit: 'list' },
  reply: z.array(sitePage),
});

export const pageMeta = z.object({
  pageId: z.number().int(),
  pageName: z.string(),
  locale: z.enum(PAGE_META_LOCALES),
  title: z.string(),
  description: z.string(),
  html: z.string(),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** A page and a locale name one record. */
export const pageMetaKey = z.object({
  pageId: z.number({ error: SEO_MESSAGES.page }).int(SEO_MESSAGES.page).positive(SEO_MESSAGES.page),
  locale: z.enum(PAGE_META_LOCALES, { error: SEO_MESSAGES.language }),
});

/**
 * Title and description are required; the HTML body may stay empty. The server keeps of the HTML only
 * what an article body may have (no script, style or handler), and its length counts again once sanitised.
 */
export const pageMetaInput = z.object({
  title: z.string({ error: SEO_MESSAGES.title }).trim().min(1, SEO_MESSAGES.title).max(PAGE_META_LIMITS.title, SEO_MESSAGES.titleTooLong),
  description: z
    .string({ error: SEO_MESSAGES.description })
    .trim()
    .min(1, SEO_MESSAGES.description)
    .max(PAGE_META_LIMITS.description, SEO_MESSAGES.descriptionTooLong),
  html: z.string().max(PAGE_META_LIMITS.html, SEO_MESSAGES.htmlTooLong).default(''),
});
export type PageMetaInput = z.input<typeof pageMetaInput> & z.input<typeof pageMetaKey>;

/** `view?id={pageId}&locale={locale}`, save and update (content-site §7); Save needs the add bit (§6). */
export const pageMetaRecord = defineKeyedRecord({
  name: 'page meta',
  service: 'site',
  point: 'SEO',
  key: pageMetaKey,
  queryNames: { pageId: 'id' },
  record: pageMeta,
  input: pageMetaInput,
  paths: { view: '/page-meta/view', save: '/page-meta/save', update: '/page-meta/update', history: '/page-meta/history' },
  bits: { update: 'add' },
  messages: { added: RECORD_MESSAGES.added, updated: RECORD_MESSAGES.updated, notFound: SEO_MESSAGES.notFound, exists: SEO_MESSAGES.exists },
});
