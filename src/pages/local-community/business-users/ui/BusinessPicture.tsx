import { siteContract, useBlobUrl } from '@/shared/api';

/** A business user's stored picture from its download call; an empty frame while it comes, or without one. */
export function BusinessPicture({ business, alt, className }: { business: siteContract.BusinessUser; alt: string; className?: string }) {
  const url = useBlobUrl(siteContract.businessUserImage, business.image ? { id: business.userId } : null, business.updateDate);
  return url ? <img src={url} alt={alt} className={className} /> : <span aria-hidden className={`${className ?? ''} block bg-surface-muted`} />;
}
