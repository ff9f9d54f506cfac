import { randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FileCategory } from '@/shared/api/contract/uploads';
import { sign, signatureMatches, type SignaturePurpose } from '../../lib/signing';

const UPLOAD_LINK_SECONDS = 15 * 60;
const HOUR_SECONDS = 60 * 60;

/**
 * `<category>/<uuid>`: the only shape a key may take, so a key can never leave the folder. Nothing in
 * it comes from the uploader; keys made before that also end in `-<the uploader's file name>`.
 */
const KEY_PATTERN = /^[a-z0-9-]{1,40}\/[0-9a-f-]{36}(?:-[A-Za-z0-9._-]{1,100})?$/;

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** Files on local disk under one folder, reached through signed, expiring links. */
export class Storage {
  readonly dir: string;

  constructor(
    dir: string,
    private readonly secret: string,
    private readonly now: () => number,
  ) {
    this.dir = resolve(dir);
  }

  static isKey(key: string): boolean {
    return KEY_PATTERN.test(key);
  }

  newKey(category: FileCategory): string {
    return this.newKeyIn(category.toLowerCase().replaceAll('_', '-'));
  }

  /** A new key in a folder the server names (lower case letters, digits and hyphens), such as `public-files`. */
  newKeyIn(folder: string): string {
    const key = `${folder}/${randomUUID()}`;
    if (!Storage.isKey(key)) throw new Error(`Not a storage folder: ${folder}`);
    return key;
  }

  pathOf(key: string): string {
    if (!Storage.isKey(key)) throw new Error(`Not a storage key: ${key}`);
    const path = resolve(this.dir, ...key.split('/'));
    if (!path.startsWith(this.dir + sep)) throw new Error(`Not a storage key: ${key}`);
    return path;
  }

  /** Writes through a temporary file so a reader never sees half a file. */
  async write(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.part`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return undefined;
    }
  }

  /** A PUT link for one file, valid 15 minutes. */
  uploadUrl(origin: string, key: string): string {
    const expires = Math.floor(this.now() / 1000) + UPLOAD_LINK_SECONDS;
    return this.link(origin, 'upload', key, expires);
  }

  /**
   * A GET link for a private file, valid for one to two hours. The expiry is rounded to the hour so
   * the same file gets the same link for an hour, and polled replies keep their ETag.
   */
  signedReadUrl(key: string, origin = ''): string {
    const expires = (Math.floor(this.now() / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;
    return this.link(origin, 'read', key, expires);
  }

  publicReadUrl(key: string, origin = ''): string {
    return `${origin}/api/storage/files/${key}`;
  }

  check(purpose: SignaturePurpose, key: string, expires: unknown, signature: unknown): SignatureCheck {
    const expiresAt = Number(expires);
    if (typeof signature !== 'string' || !Number.isInteger(expiresAt)) return 'invalid';
    if (!signatureMatches(this.secret, purpose, key, expiresAt, signature)) return 'invalid';
    return expiresAt * 1000 > this.now() ? 'valid' : 'expired';
  }

  private link(origin: string, purpose: SignaturePurpose, key: string, expires: number): string {
    const route = purpose === 'upload' ? 'upload' : 'files';
    const signature = sign(this.secret, purpose, key, expires);
    return `${origin}/api/storage/${route}/${key}?expires=${expires}&signature=${signature}`;
  }
}

