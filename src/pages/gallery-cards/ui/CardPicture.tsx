import { siteContract, useBlobUrl } from '@/shared/api';

export interface CardPictureProps {
  card: Pick<siteContract.GalleryCard, 'cardId' | 'updateDate'>;
  /** The thumbnail (the list) or the full card image. */
  which: 'thumbnail' | 'file';
  alt: string;
  className?: string;
}

/** One of a card's stored pictures, fetched from its download call; an empty frame while it comes (or if it cannot). */
export function CardPicture({ card, which, alt, className }: CardPictureProps) {
  const url = useBlobUrl(siteContract.galleryCards.calls.files[which], { id: card.cardId }, card.updateDate);
  return url ? <img src={url} alt={alt} className={className} /> : <span aria-hidden className={`${className ?? ''} block bg-surface-muted`} />;
}
