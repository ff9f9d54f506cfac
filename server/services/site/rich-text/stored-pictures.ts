import { siteContract, uploadsContract } from '@/shared/api/contract';
import { ObjectStorage } from '../../uploads/object-storage';

const { STORED_FILES_PATH } = uploadsContract;
const PUBLIC_FILES_PREFIX = `/${siteContract.PUBLIC_FILES_PATH}/`;

/** The public file a path names (`/public-files/<name>`, the name as the file was published), else undefined. */
function publicFileKeyOf(pathname: string): string | undefined {
  if (!pathname.startsWith(PUBLIC_FILES_PREFIX)) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(PUBLIC_FILES_PREFIX.length));
  } catch {
    return undefined;
  }
  return siteContract.publicFileKey.safeParse(key).success ? key : undefined;
}

/**
 * The address a picture of a rich text is kept with when it is one of this server's files, else
 * undefined. Ours is this server's link to a stored file (`/api/storage/files/<key>`, nothing after the
 * key) or to a public file (`/public-files/<name>`), written from the root or as an absolute address on
 * `origin` (PUBLIC_URL). It is kept absolute on `origin`, so the public site shows it too. With an S3
 * bucket the link answers with a redirect to the bucket, so the address stays ours either way. Nothing
 * is fetched.
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
  if (address.origin !== new URL(origin).origin || address.search || address.hash) return undefined;
  const key = address.pathname.startsWith(STORED_FILES_PATH) ? address.pathname.slice(STORED_FILES_PATH.length) : '';
  if (ObjectStorage.isKey(key)) return `${address.origin}${STORED_FILES_PATH}${key}`;
  const publicKey = publicFileKeyOf(address.pathname);
  return publicKey === undefined ? undefined : `${address.origin}${siteContract.publicFilePath(publicKey)}`;
}
