import { z } from 'zod';
import { successReply } from '../common';
import { defineCall } from '../define';
import { accessFor, defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';
import { tooComplexMessage } from './rich-text';

const KB = 1024;

export const ARTICLE_LIMITS = {
  title: 250,
  description: 500,
  /** The body's HTML as sent, and again as stored after sanitising (a long article with many paragraphs fits). */
  bodyChars: 200_000,
  thumbnailBytes: 100 * KB,
  coverBytes: 250 * KB,
  /** The list's pages, and the search and View All page (content-site §9). */
  pageSize: 25,
  searchPageSize: 100,
  /** The tag autocomplete's suggestions. */
  tagSuggestions: 25,
} as const;

/** The pictures an article may have. */
export const ARTICLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The spec's words for the article form (content-site §5), then this product's own. */
export const ARTICLE_MESSAGES = {
  title: 'Enter a valid title',
  category: 'Select Category',
  author: 'Select Author',
  description: 'Enter description',
  thumbnailTooLarge: 'Thumbnail image size must be less than 100 KB!',
  coverTooLarge: 'Cover Image size must be less than 250KB!',
  thumbnailRequired: 'Please upload Thumbnail image',
  coverRequired: 'Please upload Title Cover image',
  // Not worded by the spec:
  titleTooLong: `Maximum ${ARTICLE_LIMITS.title} characters allowed`,
  descriptionTooLong: `Maximum ${ARTICLE_LIMITS.description} characters allowed`,
  bodyTooLong: 'The article body is too long.',
  bodyTooComplex: tooComplexMessage('The article body'),
  bodyOutsidePicture: 'Pictures in the article body must be uploaded with its Image button; pictures from other addresses are not allowed.',
  status: 'Choose Yes or No.',
  imageType: 'Choose a JPEG, PNG or WebP picture.',
  notFound: 'This article does not exist.',
  categoryNotFound: 'This category does not exist.',
  authorNotFound: 'This author cannot write articles.',
  tagNotFound: 'This tag does not exist.',
  tagAdded: 'Tag added.',
  tagRemoved: 'Tag removed.',
  imageUploaded: 'File uploaded successfully!',
  notMultipart: 'Send the picture as multipart/form-data with postId and file.',
  unreadableForm: 'The uploaded form could not be read.',
  tooManyParts: 'Send postId and file only.',
} as const;

const M = ARTICLE_MESSAGES;

export const articleTag = z.object({ tagId: z.number().int(), name: z.string() });
export type ArticleTag = z.infer<typeof articleTag>;

export const articleCategory = z.object({ categoryId: z.number().int(), name: z.string() });
export type ArticleCategory = z.infer<typeof articleCategory>;

export const articleAuthor = z.object({ authorId: z.number().int(), name: z.string() });
export type ArticleAuthor = z.infer<typeof articleAuthor>;

/** Published (1, Yes) or not (0, No). */
export const articleStatus = z.number({ error: M.status }).int(M.status).min(0, M.status).max(1, M.status);

export const article = z.object({
  postId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Sanitised HTML: only what the editor makes survives a save. */
  body: z.string(),
  status: articleStatus,
  categoryId: z.number().int(),
  authorId: z.number().int(),
  authorName: z.string(),
  /** The file name the thumbnail was uploaded with; empty until it is. */
  imageName: z.string(),
  /** The file name the title cover was uploaded with; empty until it is. */
  titleImage: z.string(),
  /** ISO 8601 date-times in UTC; publishDate is null until the article is first published. */
  createDate: z.string(),
  updateDate: z.string(),
  publishDate: z.string().nullable(),
  tags: z.array(articleTag),
  category: articleCategory,
  /** Sent as 0 (content-site §3). */
  timeElapsed: z.number(),
});
export type Article = z.infer<typeof article>;

/**
 * The save and update payload (content-site §7). The slug is the title's (the server derives it again),
 * a new article's postId is 0 or left out, and the body is sanitised by the server on every write.
 */
export const articleInput = z.object({
  title: z.string({ error: M.title }).trim().min(1, M.title).max(ARTICLE_LIMITS.title, M.titleTooLong),
  slug: z.string().max(ARTICLE_LIMITS.title * 2).optional(),
  description: z.string({ error: M.description }).trim().min(1, M.description).max(ARTICLE_LIMITS.description, M.descriptionTooLong),
  body: z.string().max(ARTICLE_LIMITS.bodyChars, M.bodyTooLong).default(''),
  status: articleStatus,
  categoryId: z.number({ error: M.category }).int(M.category).positive(M.category),
  authorId: z.number({ error: M.author }).int(M.author).positive(M.author),
  postId: z.number().int().min(0).nullable().optional(),
  timeElapsed: z.number().optional(),
});
export type ArticleInput = z.input<typeof articleInput>;

/** The list's order, as the panel sends it: sortType 2 (last change) newest first. */
export const articleFilters = z.object({
  sortType: z.number().int().min(0).max(10).optional(),
  descendingOrder: z.boolean().optional(),
});

export const articles = defineResource({
  name: 'article',
  service: 'site',
  point: 'ARTICLES',
  idKey: 'postId',
  record: article,
  input: articleInput,
  filters: articleFilters,
  paging: 'site',
  sortFields: ['title', 'publishDate'],
  paths: {
    list: '/blog-post/list',
    find: '/blog-post/find',
    create: '/blog-post/save',
    update: '/blog-post/update',
    delete: '/blog-post/delete',
    history: '/blog-post/history',
  },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});

const ARTICLES_POINT = 'ARTICLES' as const;
const postAndTag = z.object({ postId: z.coerce.number().int().positive(), tagId: z.coerce.number().int().positive() });
const tagsReply = successReply.extend({ data: z.array(articleTag) });

/** GET blog-post/categories: every blog category, for the form's picker. */
export const articleCategories = defineCall({
  service: 'site',
  method: 'GET',
  path: '/blog-post/categories',
  summary: 'The blog categories an article may be in',
  access: accessFor(ARTICLES_POINT, 'list'),
  reply: z.array(articleCategory),
});

/** GET blog-post/authors: the staff who may write articles (their profile may add articles). */
export const articleAuthors = defineCall({
  service: 'site',
  method: 'GET',
  path: '/blog-post/authors',
  summary: 'The staff who may be named as an article’s author',
  access: accessFor(ARTICLES_POINT, 'list'),
  reply: z.array(articleAuthor),
});

/** POST blog-post/add-tag?postId&tagId: puts a tag on an article (a new article is tagged right after its save). */
export const addArticleTag = defineCall({
  service: 'site',
  method: 'POST',
  path: '/blog-post/add-tag',
  summary: 'Tag an article',
  access: accessFor(ARTICLES_POINT, ['add', 'edit']),
  query: postAndTag,
  reply: tagsReply,
});

/** POST blog-post/search-tags?postId: the article's tags. */
export const searchArticleTags = defineCall({
  service: 'site',
  method: 'POST',
  path: '/blog-post/search-tags',
  summary: 'The tags of an article',
  access: accessFor(ARTICLES_POINT, 'view'),
  query: z.object({ postId: z.coerce.number().int().positive() }),
  reply: z.array(articleTag),
});

/** POST blog-post/remove-tag?postId&tagId (form encoded): takes a tag off an article; needs edit (content-site §6). */
export const removeArticleTag = defineCall({
  service: 'site',
  method: 'POST',
  path: '/blog-post/remove-tag',
  summary: 'Take a tag off an article',
  access: accessFor(ARTICLES_POINT, 'edit'),
  query: postAndTag,
  reply: tagsReply,
});

/** The part names of an article picture's upload. */
export const ARTICLE_IMAGE_PART = 'file';
export const articleImageFields = z.object({ postId: z.coerce.number().int().positive() });

const savedArticle = successReply.extend({ data: article });
const imageUpload = (path: string, what: string) =>
  defineCall({
    service: 'site',
    method: 'POST',
    path,
    summary: `Upload an article’s ${what}`,
    access: accessFor(ARTICLES_POINT, ['add', 'edit']),
    multipart: { fields: articleImageFields, file: ARTICLE_IMAGE_PART },
    reply: savedArticle,
  });

/** POST blog-post/image/upload-thumbnail, multipart with postId and file (under 100 KB). */
export const uploadArticleThumbnail = imageUpload('/blog-post/image/upload-thumbnail', 'thumbnail');
/** POST blog-post/image/upload-title-cover, multipart with postId and file (under 250 KB). */
export const uploadArticleTitleCover = imageUpload('/blog-post/image/upload-title-cover', 'title cover');

const imageView = (path: string, what: string) =>
  defineCall({
    service: 'site',
    method: 'GET',
    path,
    summary: `The ${what} of one article`,
    access: accessFor(ARTICLES_POINT, 'view'),
    params: z.object({ id: z.coerce.number().int().positive() }),
    reply: z.unknown(),
  });

/** GET blog/view-thumbnail/{postId}: the thumbnail's bytes. */
export const viewArticleThumbnail = imageView('/blog/view-thumbnail/:id', 'thumbnail');
/** GET blog/view-title-cover/{postId}: the title cover's bytes. */
export const viewArticleTitleCover = imageView('/blog/view-title-cover/:id', 'title cover');

/** Each picture's upload, view, size limit and words. */
export const ARTICLE_IMAGES = {
  thumbnail: { upload: uploadArticleThumbnail, view: viewArticleThumbnail, maxBytes: ARTICLE_LIMITS.thumbnailBytes, tooLarge: M.thumbnailTooLarge, required: M.thumbnailRequired },
  titleCover: { upload: uploadArticleTitleCover, view: viewArticleTitleCover, maxBytes: ARTICLE_LIMITS.coverBytes, tooLarge: M.coverTooLarge, required: M.coverRequired },
} as const;
export type ArticleImageKind = keyof typeof ARTICLE_IMAGES;
