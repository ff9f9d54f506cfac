import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { STORED_FILES_PATH, type FileCategory } from '@/shared/api/contract/uploads';
import { sign, signatureMatches, type SignaturePurpose } from '../../lib/signing';

const HOUR_SECONDS = 60 * 60;

/** How long an upload link stays usable, on every kind of storage. */
export const UPLOAD_LINK_SECONDS = 15 * 60;

/**
 * `<category>/<uuid>`: the only shape a key may take, so a key can never leave its folder. Nothing in
 * it comes from the uploader; keys made before that also end in `-<the uploader's file name>`.
 */
const KEY_SHAPE = '[a-z0-9-]{1,40}/[0-9a-f-]{36}(?:-[A-Za-z0-9._-]{1,100})?';
const KEY_PATTERN = new RegExp(`^${KEY_SHAPE}$`);
/** A link to a stored file inside a text, such as a picture's address in an article's body. */
const LINKED_KEY = new RegExp(`${STORED_FILES_PATH}(${KEY_SHAPE})`, 'g');

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** A byte range of a stored file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The headers a reader should get with a file that is handed out straight from the store. */
export interface ReadHeaders {
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
}

/** What the browser sent straight to the store, as far as the checks need it. */
export interface ArrivedUpload {
  size: number;
  /** The content type the browser declared with its PUT. */
  contentType: string;
  /** The file's first bytes, which tell its real type. */
  leading: Buffer;
  /** Names this exact content, so what is kept is what was checked. */
  version: string;
}

/**
 * Uploads that the browser sends to the store itself. They wait aside until the server has checked
 * them; only a checked file moves to its key, so the upload link can no longer change it.
 */
export interface DirectUploads {
  /** The waiting upload, or undefined when nothing has arrived. */
  inspectUpload(key: string, leadingBytes: number): Promise<ArrivedUpload | undefined>;
  /** Moves a checked upload to its key; false when it changed after it was inspected. */
  acceptUpload(key: string, arrived: ArrivedUpload, contentType: string): Promise<boolean>;
  discardUpload(key: string): Promise<void>;
}

/**
 * Where uploaded files live, behind one interface: a local folder or an S3-compatible bucket. Keys
 * and the server's own signed links are the same on both; the rest is up to each store.
 */
export abstract class ObjectStorage {
  /** The origin the browser talks to directly for uploads and reads, or undefined when only this server does. */
  abstract readonly directOrigin: string | undefined;
  /** Set when browsers upload to the store itself and the server checks each file afterwards. */
  abstract readonly directUploads: DirectUploads | undefined;

  constructor(
    private readonly secret: string,
    protected readonly now: () => number,
  ) {}

  static isKey(key: string): boolean {
    return KEY_PATTERN.test(key);
  }

  /** The keys of the stored-file links a text holds (`…/api/storage/files/<key>`), at most `most` of them. */
  static keysLinkedIn(text: string, most: number): string[] {
    const keys: string[] = [];
    for (const [, key] of text.matchAll(LINKED_KEY)) {
      if (keys.length >= most) break;
      keys.push(key!);
    }
    return keys;
  }

  newKey(category: FileCategory): string {
    return this.newKeyIn(category.toLowerCase().replaceAll('_', '-'));
  }

  /** A new key in a folder the server names (lower case letters, digits and hyphens), such as `public-files`. */
  newKeyIn(folder: string): string {
    const key = `${folder}/${randomUUID()}`;
    if (!ObjectStorage.isKey(key)) throw new Error(`Not a storage folder: ${folder}`);
    return key;
  }

  /** Stores bytes the server itself holds (demo files, published files). */
  abstract write(key: string, bytes: Buffer): Promise<void>;

  /** The stored file's size, or undefined when there is none. */
  abstract size(key: string): Promise<number | undefined>;

  abstract openRead(key: string, range?: ByteRange): Promise<Readable>;

  /** Where the browser PUTs one file; the link expires after 15 minutes. */
  abstract uploadUrl(origin: string, key: string): Promise<string>;

  /**
   * A short-lived link straight to the stored bytes, for a reader this server has already let through;
   * undefined when this server sends the bytes itself.
   */
  abstract directReadUrl(key: string, headers: ReadHeaders): Promise<string | undefined>;

  /**
   * A GET link for a private file, valid for one to two hours. The expiry is rounded to the hour so
   * the same file gets the same link for an hour, and polled replies keep their ETag.
   */
  signedReadUrl(key: string, origin = ''): string {
    const expires = (Math.floor(this.now() / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;
    return this.link(origin, 'read', key, expires);
  }

  publicReadUrl(key: string, origin = ''): string {
    return `${origin}${STORED_FILES_PATH}${key}`;
  }

  check(purpose: SignaturePurpose, key: string, expires: unknown, signature: unknown): SignatureCheck {
    const expiresAt = Number(expires);
    if (typeof signature !== 'string' || !Number.isInteger(expiresAt)) return 'invalid';
    if (!signatureMatches(this.secret, purpose, key, expiresAt, signature)) return 'invalid';
    return expiresAt * 1000 > this.now() ? 'valid' : 'expired';
  }

  /** This server's own PUT link for one file. */
  protected serverUploadUrl(origin: string, key: string): string {
    const expires = Math.floor(this.now() / 1000) + UPLOAD_LINK_SECONDS;
    return this.link(origin, 'upload', key, expires);
  }

  private link(origin: string, purpose: SignaturePurpose, key: string, expires: number): string {
    const route = purpose === 'upload' ? 'upload' : 'files';
    const signature = sign(this.secret, purpose, key, expires);
    return `${origin}/api/storage/${route}/${key}?expires=${expires}&signature=${signature}`;
  }
}
