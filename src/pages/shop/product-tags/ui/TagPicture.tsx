import { shopContract, useBlobUrl } from '@/shared/api';

/** The picture a tag's row shows, fetched from its download call; an empty frame while it comes, none when the tag has no picture. */
export function TagPicture({ tag, alt }: { tag: shopContract.ProductTag; alt: string }) {
  const url = useBlobUrl(shopContract.productTags.calls.files.imageFile, tag.image ? { id: tag.id } : null, tag.updateDate);
  if (!tag.image) return null;
  return url ? <img src={url} alt={alt} className="h-10 w-10 rounded object-cover" /> : <span aria-hidden className="block h-10 w-10 rounded bg-surface-muted" />;
}
