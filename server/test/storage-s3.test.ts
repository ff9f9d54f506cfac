import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAudioContract, uploadsContract } from '@/shared/api/contract';
import { silentMp3 } from '../db/silent-mp3';
import { S3Storage, type S3Settings } from '../services/uploads';
import { ONE_PIXEL_PNG, pathOf, startTestServer, type DemoAccount, type TestServer } from './harness';
import { jpegDeclaring } from './pictures';

/**
 * The object-storage behaviours, run on the local folder and on an S3-compatible bucket. The bucket is
 * a local stand-in for the real service (s3rver, started here on a free loopback port): it checks
 * presigned signatures and expiry like S3 does, but not bucket policies.
 */

const BUCKET = 'back-office-files';
/** The stand-in's built-in key pair. */
const STAND_IN_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const { FILE_TYPE_NOT_ALLOWED, fileTooLargeMessage } = uploadsContract;
const HOUR = 60 * 60 * 1000;

let standIn: S3rver;
let standInFolder: string;
let settings: S3Settings;
let bucket: S3Client;

beforeAll(async () => {
  standInFolder = mkdtempSync(join(tmpdir(), 'back-office-s3-'));
  standIn = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: standInFolder, configureBuckets: [{ name: BUCKET }] });
  const { port } = await standIn.run();
  settings = { bucket: BUCKET, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, ...STAND_IN_KEYS };
  bucket = new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: true, credentials: STAND_IN_KEYS });
});

afterAll(async () => {
  bucket?.destroy();
  await standIn?.close();
  rmSync(standInFolder, { recursive: true, force: true });
});

interface Store {
  name: 'local' | 's3';
  start(): Promise<TestServer>;
  /** The uploader's PUT to the link the server handed out. */
  put(url: string, bytes: Buffer, contentType: string): Promise<number>;
  /** Where a refused file is turned away: at the upload itself, or when a save first names it. */
  refusesAt: 'upload' | 'save';
  /** The name of the link's signature parameter, to tamper with. */
  signatureParameter: string;
}

const STORES: Store[] = [
  {
    name: 'local',
    start: () => startTestServer(),
    put: async (url, bytes, contentType) =>
      (await current.app.inject({ method: 'PUT', url: pathOf(url), payload: bytes, headers: { 'content-type': contentType } })).statusCode,
    refusesAt: 'upload',
    signatureParameter: 'signature',
  },
  {
    name: 's3',
    start: () => startTestServer({ storage: (now, secret) => S3Storage.create(settings, secret, now) }),
    put: async (url, bytes, contentType) => (await fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } })).status,
    refusesAt: 'save',
    signatureParameter: 'X-Amz-Signature',
  },
];

let current: TestServer;

async function as(account: DemoAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return current.call({ method, url, payload, token: await current.tokenOf(account) });
}

async function presign(category: uploadsContract.FileCategory, fileName: string, account: DemoAccount = 'admin') {
  const reply = await as(account, 'GET', `/api/academy/presignedurl?fileCategory=${category}&fileName=${fileName}`);
  expect(reply.statusCode).toBe(200);
  return uploadsContract.presignedUrlReply.parse(reply.json());
}

const saveAudio = (path: string) => as('admin', 'POST', '/api/academy/storage-item', { title: 'Recitation', path, type: 'AUDIO' });

/** Reads a file through the link the server handed out, following a redirect to the store. */
async function read(url: string): Promise<{ status: number; type?: string; bytes: Buffer; redirected: boolean }> {
  const reply = await current.app.inject({ method: 'GET', url: pathOf(url) });
  if (reply.statusCode !== 302) {
    return { status: reply.statusCode, type: reply.headers['content-type']?.toString(), bytes: reply.rawPayload, redirected: false };
  }
  const direct = await fetch(String(reply.headers.location));
  return { status: direct.status, type: direct.headers.get('content-type') ?? undefined, bytes: Buffer.from(await direct.arrayBuffer()), redirected: true };
}

async function uploadRow(key: string) {
  return current.db.selectFrom('uploads').select(['stored', 'content_type', 'size']).where('image_key', '=', key).executeTakeFirstOrThrow();
}

/** Whether anything is left in the bucket for this key, stored or waiting for its check. */
async function inBucket(key: string): Promise<boolean> {
  const keys = [key, `_incoming/${key}`];
  for (const candidate of keys) {
    try {
      await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: candidate }));
      return true;
    } catch {
      // not there
    }
  }
  return false;
}

function tampered(url: string, parameter: string): string {
  const link = new URL(url);
  const signature = link.searchParams.get(parameter) ?? '';
  link.searchParams.set(parameter, `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
  return link.toString();
}

describe.each(STORES)('object storage: $name', (store) => {
  beforeAll(async () => {
    current = await store.start();
  });
  afterAll(() => current.close());

  it('takes a file through its upload link and serves it once a save has used it', async () => {
    const bytes = silentMp3(1);
    const { url, imageKey } = await presign('AUDIO', 'recitation.mp3');
    if (store.name === 's3') expect(new URL(url).origin).toBe(settings.endpoint);
    expect(await store.put(url, bytes, 'audio/mpeg')).toBe(200);

    const saved = await saveAudio(imageKey);
    expect(saved.statusCode).toBe(200);
    expect(await uploadRow(imageKey)).toEqual({ stored: 1, content_type: 'audio/mpeg', size: bytes.length });

    const item = courseAudioContract.courseAudio.parse((await as('viewer', 'GET', `/api/academy/storage-item/${saved.json().data.id}`)).json());
    const file = await read(item.url ?? '');
    expect(file).toMatchObject({ status: 200, type: 'audio/mpeg', redirected: store.name === 's3' });
    expect(file.bytes.equals(bytes)).toBe(true);
  });

  it('keeps a picture an article body names by its link, and serves it from that address', async () => {
    const { url, imageKey } = await presign('ARTICLE_IMAGE', 'lantern.png', 'content');
    expect(await store.put(url, ONE_PIXEL_PNG, 'image/png')).toBe(200);
    const body = `<p>Lantern</p><img src="/api/storage/files/${imageKey}" alt="A lantern">`;
    const article = { title: `Lantern on ${store.name}`, description: 'A picture in the body.', body, status: 0, categoryId: 1, authorId: 2, postId: 0 };
    const saved = await as('content', 'POST', '/api/site/blog-post/save', article);
    expect(saved.statusCode).toBe(200);
    expect(await uploadRow(imageKey)).toMatchObject({ stored: 1, content_type: 'image/png' });
    const address = /src="([^"]+)"/.exec(saved.json().data.body)?.[1] ?? '';
    expect(address).toMatch(/^http:\/\/panel\.test\/api\/storage\/files\//);
    // With a bucket the address answers with a redirect to it, whose origin the panel's policy allows.
    expect(await read(address)).toMatchObject({ status: 200, type: 'image/png', redirected: store.name === 's3' });
  });

  it('keeps the checked file even when its upload link is used again', async () => {
    const bytes = silentMp3(1);
    const { url, imageKey } = await presign('AUDIO', 'first.mp3');
    expect(await store.put(url, bytes, 'audio/mpeg')).toBe(200);
    const saved = await saveAudio(imageKey);
    expect(saved.statusCode).toBe(200);

    // The local link is spent; the bucket accepts the bytes aside, where nothing ever reads them.
    const again = await store.put(url, Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]), 'audio/mpeg');
    expect(again).toBe(store.name === 'local' ? 403 : 200);
    expect((await saveAudio(imageKey)).statusCode).toBe(200);
    const file = await read(saved.json().data.url);
    expect(file.bytes.equals(bytes)).toBe(true);
  });

  it('refuses a file whose content is not of its category and keeps nothing of it', async () => {
    const { url, imageKey } = await presign('AUDIO', 'not-audio.mp3');
    const put = await store.put(url, ONE_PIXEL_PNG, 'audio/mpeg');
    if (store.refusesAt === 'upload') {
      expect(put).toBe(415);
    } else {
      expect(put).toBe(200);
      const saved = await saveAudio(imageKey);
      expect(saved.statusCode).toBe(415);
      expect(saved.json()).toMatchObject({ success: false, message: FILE_TYPE_NOT_ALLOWED });
      expect(await inBucket(imageKey)).toBe(false);
    }
    expect((await uploadRow(imageKey)).stored).toBe(0);
    // Whatever happened to the bytes, a save cannot use the key.
    expect((await saveAudio(imageKey)).statusCode).toBe(400);
  });

  it('refuses a file larger than its category allows and keeps nothing of it', async () => {
    const { url, imageKey } = await presign('AUDIO', 'long.mp3');
    const tooLarge = Buffer.concat([silentMp3(1), Buffer.alloc(uploadsContract.UPLOAD_RULES.AUDIO.maxBytes)]);
    const put = await store.put(url, tooLarge, 'audio/mpeg');
    if (store.refusesAt === 'upload') {
      expect(put).toBe(413);
    } else {
      expect(put).toBe(200);
      const saved = await saveAudio(imageKey);
      expect(saved.statusCode).toBe(413);
      expect(saved.json()).toMatchObject({ success: false, message: fileTooLargeMessage('AUDIO') });
      expect(await inBucket(imageKey)).toBe(false);
    }
    expect((await uploadRow(imageKey)).stored).toBe(0);
  });

  it('reads all of a picture for its size: refuses too many pixels and keeps nothing of it, and takes a good one', async () => {
    // A JPEG's size comes after its metadata, here 60 KB into the file.
    const sendPicture = (imageKey: string) =>
      as('moderator', 'POST', '/api/academy/chat/send-message-moderator', { conversationId: 2, messageType: 'IMAGE', messageBody: imageKey });
    const bomb = await presign('CHAT_IMAGE_PRIVATE', 'bomb.jpg', 'moderator');
    const put = await store.put(bomb.url, jpegDeclaring(50_000, 50_000, 60_000), 'image/jpeg');
    if (store.refusesAt === 'upload') {
      expect(put).toBe(413);
    } else {
      expect(put).toBe(200);
      const sent = await sendPicture(bomb.imageKey);
      expect(sent.statusCode).toBe(413);
      expect(sent.json()).toEqual({ success: false, message: uploadsContract.IMAGE_TOO_MANY_PIXELS, messageCode: 'upload.tooManyPixels' });
      expect(await inBucket(bomb.imageKey)).toBe(false);
    }
    expect((await uploadRow(bomb.imageKey)).stored).toBe(0);

    const photo = await presign('CHAT_IMAGE_PRIVATE', 'photo.jpg', 'moderator');
    expect(await store.put(photo.url, jpegDeclaring(4000, 3000, 60_000), 'image/jpeg')).toBe(200);
    expect((await sendPicture(photo.imageKey)).statusCode).toBe(200);
    expect(await uploadRow(photo.imageKey)).toMatchObject({ stored: 1, content_type: 'image/jpeg' });
  });

  it('refuses an upload link whose signature or key was changed', async () => {
    const { url, imageKey } = await presign('AUDIO', 'tampered.mp3');
    expect(await store.put(tampered(url, store.signatureParameter), silentMp3(1), 'audio/mpeg')).toBe(403);
    const otherKey = url.replace(imageKey, `audio/${crypto.randomUUID()}`);
    expect(await store.put(otherKey, silentMp3(1), 'audio/mpeg')).toBe(403);
    expect((await uploadRow(imageKey)).stored).toBe(0);
  });

  it('never serves a private file without a signed link, and serves it with one', async () => {
    const { url, imageKey } = await presign('CHAT_IMAGE_PRIVATE', 'photo.png', 'moderator');
    expect(await store.put(url, ONE_PIXEL_PNG, 'image/png')).toBe(200);
    const sent = await as('moderator', 'POST', '/api/academy/chat/send-message-moderator', { conversationId: 2, messageType: 'IMAGE', messageBody: imageKey });
    expect(sent.statusCode).toBe(200);

    const unsigned = await current.app.inject({ method: 'GET', url: `/api/storage/files/${imageKey}` });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.headers.location).toBeUndefined();
    const forged = await current.app.inject({ method: 'GET', url: pathOf(tampered(sent.json().data.messageBody, 'signature')) });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers.location).toBeUndefined();

    const file = await read(sent.json().data.messageBody);
    expect(file).toMatchObject({ status: 200, type: 'image/png' });
    expect(file.bytes.equals(ONE_PIXEL_PNG)).toBe(true);
  });
});

describe('object storage: links of the bucket expire', () => {
  it('refuses an upload link past its 15 minutes', async () => {
    const earlier = await S3Storage.create(settings, 'secret', () => Date.now() - 16 * 60 * 1000);
    const url = await earlier.uploadUrl('', earlier.newKey('AUDIO'));
    const put = await fetch(url, { method: 'PUT', body: new Uint8Array(silentMp3(1)), headers: { 'content-type': 'audio/mpeg' } });
    expect(put.status).toBe(403);
    earlier.destroy();
  });

  it('serves a file through a read link while it lasts and refuses it after', async () => {
    const storage = await S3Storage.create(settings, 'secret', Date.now);
    const key = storage.newKey('CHAT_AUDIO');
    await storage.write(key, silentMp3(1));
    const headers = { contentType: 'audio/mpeg', contentDisposition: 'inline; filename="reply.mp3"', cacheControl: 'private, max-age=3600' };
    const fresh = await fetch(await storage.directReadUrl(key, headers));
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('content-type')).toBe('audio/mpeg');

    // A link signed by a clock three hours behind is one that was handed out three hours ago.
    const earlier = await S3Storage.create(settings, 'secret', () => Date.now() - 3 * HOUR);
    const stale = await fetch(await earlier.directReadUrl(key, headers));
    expect(stale.status).toBe(403);
    storage.destroy();
    earlier.destroy();
  });

  it('is given an origin the panel may talk to', async () => {
    const storage = await S3Storage.create(settings, 'secret', Date.now);
    expect(storage.directOrigin).toBe(settings.endpoint);
    const server = await startTestServer({ storage: async () => storage });
    try {
      const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
      const policy = String(page.headers['content-security-policy']);
      for (const directive of ['img-src', 'media-src', 'connect-src']) {
        expect(policy).toMatch(new RegExp(`${directive} [^;]*${settings.endpoint}`));
      }
    } finally {
      await server.close();
      storage.destroy();
    }
    // It starts a whole test server (migrations and seed), which a busy machine takes longer than a test's usual 5 s over.
  }, 30_000);
});
