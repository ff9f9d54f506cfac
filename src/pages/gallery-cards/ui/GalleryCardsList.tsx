import { useNavigate, useSearchParams } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { Select } from '@/shared/ui/select';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { useGalleryCategoryItems } from '../model/useGalleryCategoryItems';
import { CardPicture } from './CardPicture';
import { GALLERY_CARDS_PATH } from './paths';

type GalleryCard = siteContract.GalleryCard;
const { galleryCards } = siteContract;
const ALL = 0;

/** /gallery/cards: the cards of one gallery category or all (kept in the address as `?category=`), search, pages of 25, Add, Edit and Delete. */
export function GalleryCardsList() {
  const { t } = useTranslation('gallery-cards');
  const allows = useResourceAccess(galleryCards);
  const navigate = useNavigate();
  const { dateTime } = useDateFormats();
  const categories = useGalleryCategoryItems();
  const [searchParams, setSearchParams] = useSearchParams();
  const categoryId = Number(searchParams.get('category')) || ALL;
  const chooseCategory = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === ALL) params.delete('category');
      else params.set('category', String(next));
      params.delete('page');
      return params;
    });

  const columns: DataTableColumn<GalleryCard>[] = [
    { id: 'thumbnail', header: t('list.thumbnail'), cell: (card) => <CardPicture card={card} which="thumbnail" alt={t('list.thumbnailOf', { title: card.title })} className="h-10 w-15 rounded object-cover" />, width: 100 },
    { id: 'title', header: t('list.title'), cell: (card) => card.title, isRowHeader: true, isUserText: true },
    { id: 'category', header: t('list.category'), cell: (card) => card.categoryTitle, isUserText: true },
    { id: 'description', header: t('list.description'), cell: (card) => card.description, isUserText: true },
    { id: 'updateDate', header: t('list.updateDate'), cell: (card) => dateTime(card.updateDate), width: 200 },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate(`${GALLERY_CARDS_PATH}/create${categoryId ? `?category=${categoryId}` : ''}`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<GalleryCard>
        resource={galleryCards}
        label={t('title')}
        columns={columns}
        filters={{ categoryId }}
        getRowLabel={(card) => card.title}
        onEdit={(card) => void navigate(`${GALLERY_CARDS_PATH}/edit/${card.cardId}`)}
        emptyTitle={categoryId ? t('list.emptyInCategory') : t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        toolbar={
          <Select<number>
            label={t('list.categoryFilter')}
            items={[{ id: ALL, label: t('list.allCategories') }, ...categories.items]}
            selectedKey={categoryId}
            onSelectionChange={chooseCategory}
            className="w-64"
          />
        }
      />
    </div>
  );
}
