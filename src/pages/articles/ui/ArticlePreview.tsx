import { useParams } from 'react-router-dom';
import { errorText, siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { useResourceRecord } from '@/shared/lib/resource';
import { Link } from '@/shared/ui/link';
import { RecordGate } from '@/shared/ui/record-gate';
import { SafeHtml } from '@/shared/ui/safe-html';
import { ArticlePicture } from './ArticlePicture';
import { ARTICLES_PATH } from './paths';

/**
 * /articles/preview/{postId}: the article as the public news page shows it: breadcrumbs Home / News,
 * the title cover, title, author, date, category, body and tags. The body is the server's sanitised
 * HTML, rebuilt element by element from an allow-list, so no script in it can run here.
 */
export function ArticlePreview() {
  const { t } = useTranslation('articles');
  const { dateTime } = useDateFormats();
  const raw = Number(useParams().postId);
  const postId = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const record = useResourceRecord(siteContract.articles, postId || null);
  const article = record.data as siteContract.Article | undefined;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        <Link href={ARTICLES_PATH}>{t('preview.back')}</Link>
      </p>
      <RecordGate
        isCreate={false}
        isBadId={postId === 0}
        isLoading={record.isLoading || (!record.data && !record.error)}
        error={record.error}
        errorMessage={errorText(record.error)}
        notFoundMessage={t('form.notFound')}
        failedMessage={t('form.loadFailed')}
        loadingLabel={t('preview.title')}
        onRetry={() => void record.mutate()}
      >
        {article && (
          <article lang="en" dir="ltr" className="mx-auto flex font-sans leading-normal w-full max-w-3xl flex-col gap-5 rounded-lg bg-surface p-6 shadow-sm">
            <nav aria-label={t('preview.breadcrumbs')}>
              <ol className="flex gap-2 text-sm text-ink-muted">
                <li>{t('preview.home')}</li>
                <li aria-hidden>/</li>
                <li aria-current="page">{t('preview.news')}</li>
              </ol>
            </nav>
            <ArticlePicture article={article} which="titleCover" alt={t('preview.coverOf', { title: article.title })} className="aspect-[2/1] w-full rounded-md object-cover" />
            <h1 className="text-3xl font-bold leading-tight text-ink">{article.title}</h1>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
              <span>{t('preview.by', { name: article.authorName })}</span>
              <span>{dateTime(article.publishDate ?? article.updateDate)}</span>
              <span>{article.category.name}</span>
            </p>
            <SafeHtml html={article.body} className="text-lg leading-relaxed text-ink" />
            {article.tags.length > 0 && (
              <ul aria-label={t('form.tags')} className="flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag.tagId} className="rounded-full bg-surface-sunken px-3 py-1 text-sm text-ink">
                    #{tag.name}
                  </li>
                ))}
              </ul>
            )}
          </article>
        )}
      </RecordGate>
    </div>
  );
}
