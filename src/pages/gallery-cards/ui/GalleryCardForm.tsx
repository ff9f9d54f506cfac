import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { SelectInput, TextInput, UploadInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { galleryCardFormSchema, galleryCardFormValues, type GalleryCardFormValues } from '../model/galleryCardForm';
import { useGalleryCategoryItems } from '../model/useGalleryCategoryItems';
import { CardPicture } from './CardPicture';

const { galleryCards, GALLERY_CARD_LIMITS, GALLERY_CARD_MESSAGES, GALLERY_CARD_IMAGE_TYPES } = siteContract;
const specText = specTextOf('galleryCard', GALLERY_CARD_MESSAGES);

export interface GalleryCardFormProps {
  /** The card being edited; without it the form adds one. */
  card?: siteContract.GalleryCard;
  /** The category a new card starts in (the list's filter). */
  categoryId?: number;
  /** Runs 2 s after the success message. */
  onDone(): void;
}

/**
 * Title, description, gallery category, thumbnail (under 100 KB) and card image (under 500 KB), saved
 * as one multipart form; both pictures are required when adding, and an edit shows the stored ones.
 */
export function GalleryCardForm({ card, categoryId, onDone }: GalleryCardFormProps) {
  const { t } = useTranslation(['gallery-cards', 'server-messages']);
  const categories = useGalleryCategoryItems();
  const { form, status } = useResourceForm<GalleryCardFormValues>({
    resource: galleryCards,
    id: card?.cardId ?? null,
    schema: galleryCardFormSchema(!card),
    defaultValues: galleryCardFormValues(card, categoryId),
    variant: 'page',
    onDone,
    failedTitle: t('form.failed'),
  });
  type Values = GalleryCardFormValues;

  return (
    <ResourceForm label={t(card ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <TextInput<Values> name="title" label={t('form.title')} isRequired maxLength={GALLERY_CARD_LIMITS.title} showCounter={false} />
      <TextInput<Values> name="description" label={t('form.description')} maxLength={GALLERY_CARD_LIMITS.description} showCounter={false} />
      <SelectInput<number, Values> name="categoryId" label={t('form.category')} items={categories.items} placeholder={t('form.chooseCategory')} isRequired />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          <UploadInput<Values>
            name="thumbnail"
            label={t('form.thumbnail')}
            accept={[...GALLERY_CARD_IMAGE_TYPES]}
            maxBytes={GALLERY_CARD_LIMITS.thumbnailBytes}
            tooLargeMessage={specText(GALLERY_CARD_MESSAGES.thumbnailTooLarge)}
            description={t('form.thumbnailHint')}
            isRequired={!card}
          />
          {card && <CardPicture card={card} which="thumbnail" alt={t('form.currentThumbnail')} className="h-24 w-36 rounded object-cover" />}
        </div>
        <div className="flex flex-col gap-2">
          <UploadInput<Values>
            name="file"
            label={t('form.image')}
            accept={[...GALLERY_CARD_IMAGE_TYPES]}
            maxBytes={GALLERY_CARD_LIMITS.imageBytes}
            tooLargeMessage={specText(GALLERY_CARD_MESSAGES.imageTooLarge)}
            description={t('form.imageHint')}
            isRequired={!card}
          />
          {card && <CardPicture card={card} which="file" alt={t('form.currentImage')} className="h-40 w-60 rounded object-cover" />}
        </div>
      </div>
    </ResourceForm>
  );
}
