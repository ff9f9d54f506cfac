import { siteContract, useBlobUrl } from '@/shared/api';

/** An event's stored background from its download call; an empty frame while it comes, or without one. */
export function EventBackground({ event, alt, className }: { event: siteContract.IslamicEvent; alt: string; className?: string }) {
  const url = useBlobUrl(siteContract.islamicEventImage, event.backgroundImage ? { id: event.eventId } : null, event.updateDate);
  return url ? <img src={url} alt={alt} className={className} /> : <span aria-hidden className={`${className ?? ''} block bg-surface-muted`} />;
}
