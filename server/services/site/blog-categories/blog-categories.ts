import type { FastifyInstance } from 'fastify';
import type { Generated } from 'kysely';
import { siteContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { registerResource } from '../../../resources/register-resource';

/** A blog category as stored. */
export interface BlogCategoryTable {
  id: Generated<number>;
  name: string;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    blog_categories: BlogCategoryTable;
  }
}

export function registerBlogCategoryCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(app, ctx, siteContract.blogCategories, {
    table: 'blog_categories',
    keywordColumns: ['name'],
    orderColumn: 'updated_at',
    toRecord: (row) => ({ categoryId: Number(row.id), name: String(row.name), updateDate: String(row.updated_at) }),
    toColumns: (input, { now }) => ({ name: input.name, updated_at: new Date(now).toISOString() }),
  });
}
