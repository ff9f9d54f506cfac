import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { siteContract, uploadsContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { registerCall } from '../../../http/route';

const { listArticlePictures, publicFilePath, UPLOAD_RULES } = { ...siteContract, ...uploadsContract };
type Source = siteContract.ArticlePictureSource;

/** Only pictures belong in the picker: the public files of a picture type, and the body pictures' own types. */
const PUBLIC_PICTURE_TYPES = siteContract.PUBLIC_FILE_TYPES.filter((type) => type.startsWith('image/'));
const BODY_PICTURE_TYPES = [...UPLOAD_RULES.ARTICLE_IMAGE.mimeTypes];

/** A LIKE pattern finding `words` anywhere, its wildcards taken as plain characters. */
const containing = (words: string) => `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function picturesOf(db: Db, search: string | undefined) {
  const pattern = search ? containing(search) : undefined;
  const publicFiles = db
    .selectFrom('public_files')
    .select(['key as name', 'key as ref', 'content_type', 'uploaded_at'])
    .select(sql<Source>`'publicFile'`.as('source'))
    .where('content_type', 'in', PUBLIC_PICTURE_TYPES)
    .$if(pattern !== undefined, (query) => query.where(sql<boolean>`lower(key) like ${pattern} escape '\\'`));
  const bodyPictures = db
    .selectFrom('uploads')
    .select(['file_name as name', 'image_key as ref', 'content_type', 'created_at as uploaded_at'])
    .select(sql<Source>`'articleImage'`.as('source'))
    .where('category', '=', 'ARTICLE_IMAGE')
    .where('stored', '=', 1)
    .where('content_type', 'in', BODY_PICTURE_TYPES)
    .$if(pattern !== undefined, (query) => query.where(sql<boolean>`lower(file_name) like ${pattern} escape '\\'`));
  return db.selectFrom(publicFiles.unionAll(bodyPictures).as('pictures'));
}

/**
 * GET blog-post/pictures: a page of the pictures a body may show, newest first, searched by name
 * without regard to case. The addresses are the ones the body keeps: `/public-files/<name>` and
 * `/api/storage/files/<key>`.
 */
export function registerArticlePictureCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, listArticlePictures, async ({ query }) => {
    const { pageNumber, pageSize, search } = query;
    const words = search || undefined;
    const { count } = await picturesOf(ctx.db, words)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await picturesOf(ctx.db, words)
      .selectAll()
      .orderBy('uploaded_at', 'desc')
      .orderBy('name')
      .orderBy('ref')
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize)
      .execute();
    const totalRecords = Number(count);
    return {
      content: rows.map((row) => ({
        name: row.name,
        address: row.source === 'publicFile' ? publicFilePath(row.ref) : uploadsContract.storedFilePath(row.ref),
        source: row.source,
        contentType: row.content_type,
        uploadedAt: row.uploaded_at,
      })),
      totalRecords,
      pageNumber,
      totalPages: Math.ceil(totalRecords / pageSize),
    };
  });
}
