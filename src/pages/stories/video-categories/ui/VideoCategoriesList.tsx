import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { CategoryVideoStatsDialog } from './CategoryVideoStatsDialog';
import { VIDEO_CATEGORIES_PATH } from './paths';

type VideoCategory = storiesContract.VideoCategory;
const { videoCategories, VIDEO_CATEGORY_PAGE_SIZE } = storiesContract;

/** /category-management: ID, Category Name and Video Count (opening 'Videos Stat'), 10 a page, Add New and Edit. */
export function VideoCategoriesList() {
  const { t } = useTranslation('video-categories');
  const allows = useResourceAccess(videoCategories);
  const navigate = useNavigate();
  const [statsOf, setStatsOf] = useState<VideoCategory | null>(null);

  const columns: DataTableColumn<VideoCategory>[] = [
    { id: 'id', header: t('list.id'), cell: (category) => category.id, width: 90 },
    { id: 'name', header: t('list.name'), cell: (category) => category.name, isRowHeader: true, isUserText: true, inCard: true },
    {
      id: 'videoCount',
      header: t('list.videoCount'),
      inCard: true,
      cell: (category) =>
        allows('find') ? (
          <Button variant="ghost" size="sm" className="underline" aria-label={t('list.openStats', { count: category.videoCount, name: category.name })} onPress={() => setStatsOf(category)}>
            {category.videoCount}
          </Button>
        ) : (
          category.videoCount
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate(`${VIDEO_CATEGORIES_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<VideoCategory>
        resource={videoCategories}
        label={t('title')}
        columns={columns}
        defaultSize={VIDEO_CATEGORY_PAGE_SIZE}
        isSearchHidden
        getRowLabel={(category) => category.name}
        onEdit={(category) => void navigate(`${VIDEO_CATEGORIES_PATH}/edit/${category.id}`)}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
      />
      <CategoryVideoStatsDialog category={statsOf} onClose={() => setStatsOf(null)} />
    </div>
  );
}
