import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { GALLERY_CATEGORIES_PATH } from './paths';

type GalleryCategory = siteContract.GalleryCategory;
const { galleryCategories } = siteContract;

/** /gallery/categories: search, pages of 25, Add and Edit on their own pages (either needs add or edit), and Delete. */
export function GalleryCategoriesList() {
  const { t } = useTranslation('gallery-categories');
  const allows = useResourceAccess(galleryCategories);
  const navigate = useNavigate();
  const { dateTime } = useDateFormats();

  const columns: DataTableColumn<GalleryCategory>[] = [
    { id: 'title', header: t('list.title'), cell: (category) => category.title, isRowHeader: true, isUserText: true },
    { id: 'slug', header: t('list.slug'), cell: (category) => <span dir="ltr">{category.slug}</span> },
    { id: 'description', header: t('list.description'), cell: (category) => category.description, isUserText: true },
    { id: 'updateDate', header: t('list.updateDate'), cell: (category) => dateTime(category.updateDate), width: 200 },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate(`${GALLERY_CATEGORIES_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<GalleryCategory>
        resource={galleryCategories}
        label={t('title')}
        columns={columns}
        getRowLabel={(category) => category.title}
        onEdit={(category) => void navigate(`${GALLERY_CATEGORIES_PATH}/edit/${category.categoryId}`)}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
      />
    </div>
  );
}
