import { shopContract, useBlobUrl } from '@/shared/api';

export interface VendorPictureProps {
  vendor: Pick<shopContract.Vendor, 'id' | 'hasLogo' | 'updateDate'>;
  alt: string;
  className: string;
}

/** A vendor's stored logo, fetched from its download call; an empty frame while it comes, nothing when there is none. */
export function VendorLogo({ vendor, alt, className }: VendorPictureProps) {
  const url = useBlobUrl(shopContract.vendors.calls.files.logoFile, vendor.hasLogo ? { id: vendor.id } : null, vendor.updateDate);
  if (!vendor.hasLogo) return null;
  return url ? <img src={url} alt={alt} className={`${className} object-cover`} /> : <span aria-hidden className={`${className} block bg-surface-muted`} />;
}
