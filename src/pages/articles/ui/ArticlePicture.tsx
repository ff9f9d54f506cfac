import { siteContract, useBlobUrl } from '@/shared/api';

export interface ArticlePictureProps {
  article: Pick<siteContract.Article, 'postId' | 'updateDate'>;
  which: siteContract.ArticleImageKind;
  alt: string;
  className?: string;
}

/** One of an article's stored pictures, fetched from its view call; an empty frame while it comes (or if it has none). */
export function ArticlePicture({ article, which, alt, className }: ArticlePictureProps) {
  const url = useBlobUrl(siteContract.ARTICLE_IMAGES[which].view, { id: article.postId }, article.updateDate);
  return url ? <img src={url} alt={alt} className={className} /> : <span aria-hidden className={`${className ?? ''} block bg-surface-muted`} />;
}
