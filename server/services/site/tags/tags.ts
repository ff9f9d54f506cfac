import type { FastifyInstance } from 'fastify';
import type { Generated } from 'kysely';
import { siteContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { registerResource } from '../../../resources/register-resource';

/** A blog tag as stored. */
export interface BlogTagTable {
  id: Generated<number>;
  name: string;
  slug: string;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    blog_tags: BlogTagTable;
  }
}

export function registerTagCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(app, ctx, siteContract.tags, {
    table: 'blog_tags',
    keywordColumns: ['name', 'slug'],
    orderColumn: 'updated_at',
    sortColumns: { name: 'name' },
    toRecord: (row) => ({ tagId: Number(row.id), name: String(row.name), slug: String(row.slug), updateDate: String(row.updated_at) }),
    toColumns: (input, { now }) => ({
      name: input.name,
      slug: input.slug || siteContract.slugOf(input.name),
      updated_at: new Date(now).toISOString(),
    }),
    unique: [{ column: 'slug', field: 'slug', message: siteContract.TAG_MESSAGES.slugTaken }],
  });
}
