import { z } from 'zod';
import { siteContract } from '@/shared/api';

const { articleInput, articleTag, ARTICLE_MESSAGES: M } = siteContract;

/**
 * The form: the declared fields with the pickers empty until chosen (null), the publish flag as Yes/No,
 * the tags as chips and the two pictures. A picture is required unless the article already has one
 * (the spec requires both on create and on edit; an edit keeps the stored ones).
 */
export function articleFormSchema(stored: { hasThumbnail: boolean; hasTitleCover: boolean }) {
  return articleInput
    .omit({ slug: true, postId: true, timeElapsed: true, status: true })
    .extend({
      status: z.boolean(),
      categoryId: z.number().int().nullable(),
      authorId: z.number().int().nullable(),
      tags: z.array(articleTag),
      thumbnail: z.instanceof(File).nullable(),
      titleCover: z.instanceof(File).nullable(),
    })
    .superRefine((values, context) => {
      if (!values.categoryId) context.addIssue({ code: 'custom', path: ['categoryId'], message: M.category });
      if (!values.authorId) context.addIssue({ code: 'custom', path: ['authorId'], message: M.author });
      if (!stored.hasThumbnail && !values.thumbnail) context.addIssue({ code: 'custom', path: ['thumbnail'], message: M.thumbnailRequired });
      if (!stored.hasTitleCover && !values.titleCover) context.addIssue({ code: 'custom', path: ['titleCover'], message: M.coverRequired });
    });
}

export type ArticleFormValues = z.input<ReturnType<typeof articleFormSchema>>;

export function articleFormValues(article?: siteContract.Article): ArticleFormValues {
  return {
    title: article?.title ?? '',
    description: article?.description ?? '',
    body: article?.body ?? '',
    status: article?.status === 1,
    categoryId: article?.categoryId ?? null,
    authorId: article?.authorId ?? null,
    tags: article?.tags ?? [],
    thumbnail: null,
    titleCover: null,
  };
}

/** The save payload of the spec (content-site §7): the slug follows the title, a new article's postId is 0. */
export function articleSaveBody(values: ArticleFormValues, postId: number | null): siteContract.ArticleInput {
  return {
    title: values.title,
    slug: siteContract.slugOf(values.title),
    description: values.description,
    body: values.body ?? '',
    status: values.status ? 1 : 0,
    categoryId: values.categoryId ?? 0,
    authorId: values.authorId ?? 0,
    postId: postId ?? 0,
    timeElapsed: 0,
  };
}
