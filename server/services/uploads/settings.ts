import { LocalStorage } from './storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage, type S3Settings } from './s3-storage';

/** A setting that cannot work, worded for the person starting the server. */
export class StorageSettingsError extends Error {}

/**
 * The S3 settings from the environment, or undefined when `S3_BUCKET` is unset and files stay in the
 * local folder.
 */
export function s3SettingsFrom(env: Record<string, string | undefined>): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new StorageSettingsError(`S3_ENDPOINT must be an absolute http or https address, not "${endpoint}".`);
    }
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (!accessKeyId !== !secretAccessKey) {
    throw new StorageSettingsError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  }
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase();
  return {
    bucket,
    // Most S3-compatible services accept any region name; the default one is the usual choice there.
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === 'true' || pathStyle === '1' || pathStyle === 'yes',
  };
}

/** The storage the configuration asks for: an S3-compatible bucket when `S3_BUCKET` is set, else the local folder. */
export async function storageFromEnvironment(
  env: Record<string, string | undefined>,
  local: { dir: string; secret: string; now: () => number },
): Promise<ObjectStorage> {
  const s3 = s3SettingsFrom(env);
  if (!s3) return new LocalStorage(local.dir, local.secret, local.now);
  return S3Storage.create(s3, local.secret, local.now);
}
