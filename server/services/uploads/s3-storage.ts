import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  ObjectStorage,
  UPLOAD_LINK_SECONDS,
  type ArrivedUpload,
  type ByteRange,
  type DirectUploads,
  type ReadHeaders,
} from './object-storage';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Browser uploads land under this prefix until the server has checked them. An underscore never
 * appears in a key's folder, so a waiting upload can never be mistaken for a stored file.
 */
const WAITING_PREFIX = '_incoming/';
const waitingKey = (key: string) => `${WAITING_PREFIX}${key}`;

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset for the provider's own. */
  endpoint?: string;
  /** Without keys the SDK's usual sources apply (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`, which many compatible services need. */
  forcePathStyle?: boolean;
}

/** The status of a failed S3 call, so "not there" and "changed meanwhile" can be told from real faults. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

/**
 * Files in an S3-compatible bucket. The browser PUTs straight into the bucket through a presigned
 * link and reads through presigned GET links; the server checks every upload before it is used.
 */
export class S3Storage extends ObjectStorage implements DirectUploads {
  readonly directUploads: DirectUploads = this;

  private constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    secret: string,
    now: () => number,
    readonly directOrigin: string,
  ) {
    super(secret, now);
  }

  /** Builds the client and learns the bucket's origin, which the panel's Content-Security-Policy must allow. */
  static async create(settings: S3Settings, secret: string, now: () => number): Promise<S3Storage> {
    const client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle ?? false,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // A browser's PUT carries no checksum the server could have signed in advance.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const probe = await getSignedUrl(client, new GetObjectCommand({ Bucket: settings.bucket, Key: 'origin-probe' }), { expiresIn: 60 });
    return new S3Storage(client, settings.bucket, secret, now, new URL(probe).origin);
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.checked(key), Body: bytes }));
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
      return head.ContentLength;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable> {
    const object = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return object.Body instanceof Readable ? object.Body : Readable.from([]);
  }

  /**
   * A presigned PUT into the waiting area. The content type is not part of the signature: the spec's
   * flow names only the category and the file name before the upload, and a category accepts several
   * types; the server checks the type by content afterwards instead.
   */
  async uploadUrl(_origin: string, key: string): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: waitingKey(this.checked(key)) });
    return getSignedUrl(this.client, command, { expiresIn: UPLOAD_LINK_SECONDS, signingDate: new Date(this.now()) });
  }

  /**
   * A presigned GET valid for one to two hours. Signing at the start of the hour gives the same link
   * for the whole hour, so browsers can cache the file under it.
   */
  async directReadUrl(key: string, headers: ReadHeaders): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.checked(key),
      ResponseContentType: headers.contentType,
      ResponseContentDisposition: headers.contentDisposition,
      ResponseCacheControl: headers.cacheControl,
    });
    const hourStart = Math.floor(this.now() / HOUR_MS) * HOUR_MS;
    return getSignedUrl(this.client, command, { expiresIn: (2 * HOUR_MS) / 1000, signingDate: new Date(hourStart) });
  }

  async inspectUpload(key: string, leadingBytes: number): Promise<ArrivedUpload | undefined> {
    const Key = waitingKey(this.checked(key));
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
      const size = head.ContentLength ?? 0;
      const version = head.ETag ?? '';
      let leading = Buffer.alloc(0);
      if (size > 0) {
        const start = await this.client.send(
          new GetObjectCommand({ Bucket: this.bucket, Key, Range: `bytes=0-${leadingBytes - 1}`, ...(version ? { IfMatch: version } : {}) }),
        );
        leading = Buffer.from((await start.Body?.transformToByteArray()) ?? []);
      }
      return { size, contentType: head.ContentType ?? '', leading, version };
    } catch (error) {
      // Nothing arrived yet, or it is being replaced right now: either way there is no file to check.
      if (statusOf(error) === 404 || statusOf(error) === 412) return undefined;
      throw error;
    }
  }

  async acceptUpload(key: string, arrived: ArrivedUpload, contentType: string): Promise<boolean> {
    const waiting = waitingKey(this.checked(key));
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: key,
          CopySource: `${this.bucket}/${waiting}`,
          // Only the content that was checked may be kept, even if the link was used again meanwhile.
          ...(arrived.version ? { CopySourceIfMatch: arrived.version } : {}),
          ContentType: contentType,
          MetadataDirective: 'REPLACE',
        }),
      );
    } catch (error) {
      if (statusOf(error) === 404 || statusOf(error) === 412) return false;
      throw error;
    }
    await this.discardUpload(key);
    return true;
  }

  async discardUpload(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: waitingKey(this.checked(key)) }));
  }

  /** Stops the client's connections (tests and shutdown). */
  destroy(): void {
    this.client.destroy();
  }

  private checked(key: string): string {
    if (!ObjectStorage.isKey(key)) throw new Error(`Not a storage key: ${key}`);
    return key;
  }
}
