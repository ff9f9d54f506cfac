import { useNavigate, useSearchParams } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { ArticlePicture } from './ArticlePicture';
import { ARTICLES_PATH } from './paths';

type Article = siteContract.Article;
const { articles, ARTICLE_LIMITS } = siteContract;

/**
 * /articles: the articles, newest change first, 25 a page; a search or View All asks for 100. View,
 * Edit and Preview (edit rights), Delete (delete rights), Add Article (add rights).
 */
export function ArticlesList() {
  const { t } = useTranslation('articles');
  const allows = useResourceAccess(articles);
  const navigate = useNavigate();
  const { dateTime } = useDateFormats();
  const [searchParams, setSearchParams] = useSearchParams();
  const isSearching = Boolean(searchParams.get('q'));
  const viewAll = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('size', String(ARTICLE_LIMITS.searchPageSize));
      next.delete('page');
      return next;
    });

  const columns: DataTableColumn<Article>[] = [
    { id: 'thumbnail', header: t('list.thumbnail'), cell: (article) => <ArticlePicture article={article} which="thumbnail" alt={t('list.thumbnailOf', { title: article.title })} className="h-10 w-15 rounded object-cover" />, width: 100 },
    { id: 'title', header: t('list.title'), cell: (article) => article.title, isRowHeader: true, isUserText: true },
    { id: 'category', header: t('list.category'), cell: (article) => article.category.name, isUserText: true },
    { id: 'author', header: t('list.author'), cell: (article) => article.authorName, isUserText: true },
    {
      id: 'status',
      header: t('list.status'),
      cell: (article) => <StatusBadge tone={article.status === 1 ? 'success' : 'neutral'}>{t(article.status === 1 ? 'status.yes' : 'status.no')}</StatusBadge>,
      width: 120,
    },
    { id: 'updateDate', header: t('list.updateDate'), cell: (article) => dateTime(article.updateDate), width: 200 },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate(`${ARTICLES_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<Article>
        resource={articles}
        label={t('title')}
        columns={columns}
        defaultSize={isSearching ? ARTICLE_LIMITS.searchPageSize : ARTICLE_LIMITS.pageSize}
        filters={{ sortType: 2, descendingOrder: true }}
        getRowLabel={(article) => article.title}
        onView={(article) => void navigate(`${ARTICLES_PATH}/view/${article.postId}`)}
        onEdit={(article) => void navigate(`${ARTICLES_PATH}/edit/${article.postId}`)}
        moreActions={(article) => (allows('update') ? [{ id: 'preview', label: t('list.preview'), onAction: () => void navigate(`${ARTICLES_PATH}/preview/${article.postId}`) }] : [])}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        toolbar={
          <Button variant="secondary" onPress={viewAll}>
            {t('list.viewAll')}
          </Button>
        }
      />
    </div>
  );
}
