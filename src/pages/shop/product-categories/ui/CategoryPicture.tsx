import { shopContract, useBlobUrl } from '@/shared/api';

export interface CategoryPictureProps {
  category: Pick<shopContract.ProductCategory, 'id' | 'hasImage' | 'hasBanner' | 'updateDate'>;
  which: 'imageFile' | 'bannerFile';
  alt: string;
  className: string;
}

/** A category's stored picture or banner, fetched from its download call; an empty frame while it comes, nothing when there is none. */
export function CategoryPicture({ category, which, alt, className }: CategoryPictureProps) {
  const stored = which === 'imageFile' ? category.hasImage : category.hasBanner;
  const url = useBlobUrl(shopContract.productCategories.calls.files[which], stored ? { id: category.id } : null, category.updateDate);
  if (!stored) return null;
  return url ? <img src={url} alt={alt} className={`${className} object-cover`} /> : <span aria-hidden className={`${className} block bg-surface-muted`} />;
}
