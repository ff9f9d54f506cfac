import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { GalleryCardForm } from './GalleryCardForm';
import { GALLERY_CARDS_PATH } from './paths';

const HISTORY_FIELDS: Record<string, string> = { title: 'form.title', description: 'form.description', categoryId: 'form.category', categoryTitle: 'form.category', imageName: 'form.image' };

/** /gallery/cards/create and /gallery/cards/edit/{cardId}: the page form, back to the cards 2 s after saving. */
export function GalleryCardEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('gallery-cards');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const backToList = useCallback(() => void navigate(GALLERY_CARDS_PATH), [navigate]);
  const startCategory = Number(searchParams.get('category')) || undefined;
  return (
    <ResourceRecordPage<siteContract.GalleryCard>
      resource={siteContract.galleryCards}
      idParam="cardId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: GALLERY_CARDS_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (HISTORY_FIELDS[field] ? t(HISTORY_FIELDS[field]) : field)}
    >
      {(card) => <GalleryCardForm key={card?.cardId ?? 'new'} card={card} categoryId={startCategory} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
