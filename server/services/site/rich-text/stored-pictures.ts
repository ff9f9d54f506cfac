import { uploadsContract } from '@/shared/api/contract';
import { ObjectStorage } from '../../uploads/object-storage';

const { STORED_FILES_PATH } = uploadsContract;

/**
 * The address a picture of a rich text is kept with when it is one of this server's stored files, else
 * undefined. Ours is this server's link to a stored file (`/api/storage/files/<key>`, nothing after the
 * key), written from the root or as an absolute address on `origin` (PUBLIC_URL). It is kept absolute
 * on `origin`, so the public site shows it too. With an S3 bucket the link answers with a redirect to
 * the bucket, so the address stays ours either way. Nothing is fetched.
 */
export function storedPictureAddress(src: string, origin: string): string | undefined {
  const written = src.trim();
  const isFromRoot = written.startsWith('/') && !written.startsWith('//');
  if (!isFromRoot && !/^https?:\/\//i.test(written)) return undefined;
  let address: URL;
  try {
    address = new URL(written, origin);
  } catch {
    return undefined;
  }
  const key = address.pathname.startsWith(STORED_FILES_PATH) ? address.pathname.slice(STORED_FILES_PATH.length) : '';
  const isOurs = address.origin === new URL(origin).origin && !address.search && !address.hash && ObjectStorage.isKey(key);
  return isOurs ? `${address.origin}${STORED_FILES_PATH}${key}` : undefined;
}
