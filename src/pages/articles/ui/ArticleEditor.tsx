import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { ArticleForm } from './ArticleForm';
import { ARTICLES_PATH } from './paths';

const HISTORY_FIELDS: Record<string, string> = {
  title: 'form.title',
  slug: 'form.slug',
  description: 'form.description',
  body: 'form.body',
  status: 'form.status',
  categoryId: 'form.category',
  authorId: 'form.author',
  imageName: 'form.thumbnail',
  titleImage: 'form.titleCover',
};

/** /articles/create and /articles/edit/{postId}: one form, back to the list 2 s after saving. */
export function ArticleEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('articles');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(ARTICLES_PATH), [navigate]);
  return (
    <ResourceRecordPage<siteContract.Article>
      resource={siteContract.articles}
      idParam="postId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: ARTICLES_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (HISTORY_FIELDS[field] ? t(HISTORY_FIELDS[field]) : field)}
    >
      {(article) => <ArticleForm key={article?.postId ?? 'new'} article={article} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
