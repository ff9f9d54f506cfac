import type { FastifyInstance } from 'fastify';
import type { Generated } from 'kysely';
import { siteContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { registerResource } from '../../../resources/register-resource';

/** A gallery category as stored. */
export interface GalleryCategoryTable {
  id: Generated<number>;
  title: string;
  slug: string;
  description: string;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    gallery_categories: GalleryCategoryTable;
  }
}

export function registerGalleryCategoryCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(app, ctx, siteContract.galleryCategories, {
    table: 'gallery_categories',
    keywordColumns: ['title', 'slug', 'description'],
    orderColumn: 'updated_at',
    toRecord: (row) => ({
      categoryId: Number(row.id),
      title: String(row.title),
      slug: String(row.slug),
      description: String(row.description),
      updateDate: String(row.updated_at),
    }),
    toColumns: (input, { now }) => ({
      title: input.title,
      slug: input.slug,
      description: input.description,
      updated_at: new Date(now).toISOString(),
    }),
    unique: [{ column: 'slug', field: 'slug', message: siteContract.GALLERY_CATEGORY_MESSAGES.slugTaken }],
  });
}
