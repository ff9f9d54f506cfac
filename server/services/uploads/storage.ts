import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { ObjectStorage, type ByteRange } from './object-storage';

// Code that only needs "some storage" names it `Storage`.
export { ObjectStorage as Storage } from './object-storage';
export type { SignatureCheck } from './object-storage';

/** Files on local disk under one folder; uploads come through this server's signed PUT links. */
export class LocalStorage extends ObjectStorage {
  readonly dir: string;
  readonly directOrigin = undefined;
  readonly directUploads = undefined;

  constructor(dir: string, secret: string, now: () => number) {
    super(secret, now);
    this.dir = resolve(dir);
  }

  pathOf(key: string): string {
    if (!ObjectStorage.isKey(key)) throw new Error(`Not a storage key: ${key}`);
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

  async openRead(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.pathOf(key), range);
  }

  async uploadUrl(origin: string, key: string): Promise<string> {
    return this.serverUploadUrl(origin, key);
  }

  async directReadUrl(): Promise<undefined> {
    return undefined;
  }
}
