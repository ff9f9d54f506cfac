import type { FastifyInstance } from 'fastify';
import type { Generated } from 'kysely';
import { siteContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { badRequest } from '../../../http/errors';
import { registerResource } from '../../../resources/register-resource';

/** A gallery card as stored; its pictures are in the file store under `image_key` and `thumbnail_key`. */
export interface GalleryCardTable {
  id: Generated<number>;
  title: string;
  description: string;
  category_id: number;
  image_name: string;
  image_key: string;
  image_type: string;
  thumbnail_key: string;
  thumbnail_type: string;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    gallery_cards: GalleryCardTable;
    gallery_cards_view: GalleryCardTable & { category_title: string };
  }
}

const { galleryCards, GALLERY_CARD_MESSAGES } = siteContract;

/** `card`: the list (by category and words), find, multipart save and update, delete, history and the two pictures. */
export function registerGalleryCardCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(app, ctx, galleryCards, {
    table: 'gallery_cards',
    readFrom: 'gallery_cards_view',
    keywordColumns: ['title', 'description', 'category_title'],
    orderColumn: 'updated_at',
    filterColumns: { categoryId: 'category_id' },
    fileColumns: { file: 'image', thumbnail: 'thumbnail' },
    toRecord: (row) => ({
      cardId: Number(row.id),
      title: String(row.title),
      description: String(row.description),
      categoryId: Number(row.category_id),
      categoryTitle: String(row.category_title ?? ''),
      imageName: String(row.image_name),
      updateDate: String(row.updated_at),
    }),
    async check(db, input) {
      const category = await db.selectFrom('gallery_categories').select('id').where('id', '=', input.categoryId).executeTakeFirst();
      if (!category) throw badRequest(GALLERY_CARD_MESSAGES.categoryNotFound, { categoryId: GALLERY_CARD_MESSAGES.categoryNotFound });
    },
    toColumns: (input, { now, files }) => ({
      title: input.title,
      description: input.description,
      category_id: input.categoryId,
      ...(files?.file && { image_name: files.file.fileName.slice(0, 200) }),
      updated_at: new Date(now).toISOString(),
    }),
  });
}
