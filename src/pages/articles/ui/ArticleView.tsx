import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { Button } from '@/shared/ui/button';
import { SafeHtml } from '@/shared/ui/safe-html';
import { DetailItem } from '@/shared/ui/detail-item';
import { useResourceAccess } from '@/widgets/resource-list';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { ArticlePicture } from './ArticlePicture';
import { ArticleTagChips } from './ArticleTagChips';
import { ARTICLES_PATH } from './paths';

/** /articles/view/{postId}: every field of the article read-only, its pictures and its tags; Edit and Preview with edit rights. */
export function ArticleView() {
  const { t } = useTranslation('articles');
  const navigate = useNavigate();
  const allows = useResourceAccess(siteContract.articles);
  const { dateTime } = useDateFormats();
  return (
    <ResourceRecordPage<siteContract.Article>
      resource={siteContract.articles}
      idParam="postId"
      title={t('view.title')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: ARTICLES_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
    >
      {(article) =>
        article && (
          <div className="flex flex-col gap-6">
            {allows('update') && (
              <div className="flex gap-3">
                <Button onPress={() => void navigate(`${ARTICLES_PATH}/edit/${article.postId}`)}>{t('view.edit')}</Button>
                <Button variant="secondary" onPress={() => void navigate(`${ARTICLES_PATH}/preview/${article.postId}`)}>{t('list.preview')}</Button>
              </div>
            )}
            <dl className="grid gap-4 sm:grid-cols-2">
              <DetailItem label={t('form.title')} isUserText>{article.title}</DetailItem>
              <DetailItem label={t('form.slug')}><span dir="ltr">{article.slug}</span></DetailItem>
              <DetailItem label={t('form.category')} isUserText>{article.category.name}</DetailItem>
              <DetailItem label={t('form.author')} isUserText>{article.authorName}</DetailItem>
              <DetailItem label={t('form.status')}>{t(article.status === 1 ? 'status.yes' : 'status.no')}</DetailItem>
              <DetailItem label={t('view.publishDate')}>{article.publishDate ? dateTime(article.publishDate) : t('view.notPublished')}</DetailItem>
              <DetailItem label={t('view.createDate')}>{dateTime(article.createDate)}</DetailItem>
              <DetailItem label={t('list.updateDate')}>{dateTime(article.updateDate)}</DetailItem>
            </dl>
            <dl>
              <DetailItem label={t('form.description')} isUserText>{article.description}</DetailItem>
            </dl>
            <section aria-label={t('form.tags')} className="flex flex-col gap-2">
              <h2 className="text-sm font-medium text-ink-muted">{t('form.tags')}</h2>
              <ArticleTagChips article={article} />
            </section>
            <dl className="grid gap-4 sm:grid-cols-2">
              <DetailItem label={t('form.thumbnail')}>
                <ArticlePicture article={article} which="thumbnail" alt={t('form.currentThumbnail')} className="h-24 w-36 rounded object-cover" />
              </DetailItem>
              <DetailItem label={t('form.titleCover')}>
                <ArticlePicture article={article} which="titleCover" alt={t('form.currentTitleCover')} className="h-40 w-72 rounded object-cover" />
              </DetailItem>
            </dl>
            <section aria-label={t('form.body')} className="flex flex-col gap-2">
              <h2 className="text-sm font-medium text-ink-muted">{t('form.body')}</h2>
              <div dir="ltr">
                <SafeHtml html={article.body} lang="en" className="rounded border border-border p-4" />
              </div>
            </section>
          </div>
        )
      }
    </ResourceRecordPage>
  );
}
