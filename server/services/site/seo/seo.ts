import type { FastifyInstance } from 'fastify';
import type { Generated } from 'kysely';
import { siteContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { badRequest } from '../../../http/errors';
import { registerCall } from '../../../http/route';
import { registerKeyedRecord } from '../../../resources/register-keyed-record';
import { storedRichText, type RichTextRules } from '../rich-text';

/** A page of the public site whose meta can be written. */
export interface SitePageTable {
  id: number;
  name: string;
  /** The order the site's menu shows the pages in. */
  position: number;
}

/** The SEO meta of one page in one locale. */
export interface PageMetaTable {
  id: Generated<number>;
  page_id: number;
  locale: string;
  title: string;
  description: string;
  html: string;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    site_pages: SitePageTable;
    page_meta: PageMetaTable;
  }
}

const { SEO_MESSAGES, PAGE_META_LIMITS, pageMetaRecord } = siteContract;

/** The public site shows a page's HTML as HTML: it keeps what an article body may keep, or is refused with a 400. */
const htmlRules = (origin: string): RichTextRules => ({
  field: 'html',
  maxChars: PAGE_META_LIMITS.html,
  origin,
  messages: { tooLong: SEO_MESSAGES.htmlTooLong, tooComplex: SEO_MESSAGES.htmlTooComplex, outsidePicture: SEO_MESSAGES.htmlOutsidePicture },
});

/** `page-meta/list-pages`, and view, save, update and history of a page's meta in a locale; its HTML is sanitised on every write. */
export function registerSeoCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, siteContract.listPages, async () => {
    const pages = await ctx.db.selectFrom('site_pages').select(['id', 'name']).orderBy('position').orderBy('id').execute();
    return pages.map((page) => ({ pageId: page.id, pageName: page.name }));
  });

  registerKeyedRecord(app, ctx, pageMetaRecord, {
    table: 'page_meta',
    readFrom: 'page_meta_records',
    keyColumns: { pageId: 'page_id', locale: 'locale' },
    toRecord: (row) => ({
      pageId: Number(row.page_id),
      pageName: String(row.page_name),
      locale: row.locale as siteContract.PageMetaLocale,
      title: String(row.title),
      description: String(row.description),
      html: String(row.html),
    }),
    toColumns: (body, { now }) => ({
      title: body.title,
      description: body.description,
      html: storedRichText(String(body.html), htmlRules(ctx.publicOrigin)),
      updated_at: new Date(now).toISOString(),
    }),
    async checkKey(db, key) {
      const page = await db.selectFrom('site_pages').select('id').where('id', '=', Number(key.pageId)).executeTakeFirst();
      if (!page) throw badRequest(SEO_MESSAGES.page, { pageId: SEO_MESSAGES.page });
    },
  });
}
