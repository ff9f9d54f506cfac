import { z } from 'zod';
import { pageNumberField, pageReply, pageSizeField } from '../common';
import { defineCall } from '../define';
import { accessFor } from '../resource/define-resource';
import { PUBLIC_FILES_PATH } from './public-files';

/** The pictures the body editor's picker shows a page of, and the most a page may ask for. */
export const ARTICLE_PICTURE_PAGE_SIZE = 12;
export const ARTICLE_PICTURE_MAX_PAGE_SIZE = 48;
/** The longest search words the picker sends. */
export const ARTICLE_PICTURE_SEARCH_MAX = 100;

/** Where a picture comes from: a public file of the file-upload page, or a picture an article body already has. */
export const ARTICLE_PICTURE_SOURCES = ['publicFile', 'articleImage'] as const;
export const articlePictureSource = z.enum(ARTICLE_PICTURE_SOURCES);
export type ArticlePictureSource = z.infer<typeof articlePictureSource>;

/** The path a public file is reached at from this server's root: `/public-files/<name>`. */
export const publicFilePath = (key: string) => `/${PUBLIC_FILES_PATH}/${encodeURIComponent(key)}`;

export const articlePicture = z.object({
  /** The name it was published or uploaded with. */
  name: z.string(),
  /** Its address from this server's root, kept in a body as it is (the server makes it absolute on save). */
  address: z.string(),
  source: articlePictureSource,
  contentType: z.string(),
  /** ISO 8601 date-time in UTC. */
  uploadedAt: z.string(),
});
export type ArticlePicture = z.infer<typeof articlePicture>;

export const articlePictureQuery = z.object({
  /** Words in the picture's name, without regard to case. */
  search: z.string().trim().max(ARTICLE_PICTURE_SEARCH_MAX).optional(),
  pageNumber: pageNumberField(z.coerce.number()).default(1),
  pageSize: pageSizeField(z.coerce.number(), ARTICLE_PICTURE_MAX_PAGE_SIZE).default(ARTICLE_PICTURE_PAGE_SIZE),
});
export type ArticlePictureQuery = z.input<typeof articlePictureQuery>;

/**
 * GET blog-post/pictures (not in the spec): the pictures an article body may show, newest first, a page
 * at a time and searched by name: the public files that are pictures, and the body pictures already
 * uploaded. Whoever may add or edit an article may list them.
 */
export const listArticlePictures = defineCall({
  service: 'site',
  method: 'GET',
  path: '/blog-post/pictures',
  summary: 'The pictures an article body may show: public picture files and body pictures already uploaded',
  access: accessFor('ARTICLES', ['add', 'edit']),
  query: articlePictureQuery,
  reply: pageReply(articlePicture),
});
