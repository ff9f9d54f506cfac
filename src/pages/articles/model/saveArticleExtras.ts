import { callApi, sendMultipart, siteContract } from '@/shared/api';
import type { ArticleFormValues } from './articleForm';

const { ARTICLE_IMAGES, addArticleTag, removeArticleTag } = siteContract;

/**
 * What an article's save is followed by, once the server has given its postId: the pictures chosen
 * (thumbnail, then title cover) and the tags added or taken off since it was loaded.
 */
export async function saveArticleExtras(saved: siteContract.Article, values: ArticleFormValues): Promise<void> {
  const { postId } = saved;
  const pictures = [
    [ARTICLE_IMAGES.thumbnail, values.thumbnail],
    [ARTICLE_IMAGES.titleCover, values.titleCover],
  ] as const;
  for (const [image, file] of pictures) {
    if (file) await sendMultipart(image.upload, { fields: { postId: String(postId) }, file });
  }
  const stored = new Set(saved.tags.map((tag) => tag.tagId));
  const wanted = new Set((values.tags ?? []).map((tag) => tag.tagId));
  for (const tagId of wanted) if (!stored.has(tagId)) await callApi(addArticleTag, { query: { postId, tagId } });
  for (const tagId of stored) if (!wanted.has(tagId)) await removeTag(postId, tagId);
}

/** Takes a tag off an article; the spec sends this call form encoded, its ids in the query. */
function removeTag(postId: number, tagId: number) {
  return callApi(removeArticleTag, { query: { postId, tagId }, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}
