import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsContract } from '@/shared/api/contract';
import { Storage } from '../services/uploads';
import { ONE_PIXEL_PNG, pathOf, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function presign(category: string, fileName: string) {
  const token = await server.tokenOf('admin');
  const reply = await server.call({
    method: 'GET',
    url: `/api/academy/presignedurl?fileCategory=${category}&fileName=${encodeURIComponent(fileName)}`,
    token,
  });
  expect(reply.statusCode).toBe(200);
  return uploadsContract.presignedUrlReply.parse(reply.json());
}

const put = (url: string, body: Buffer, contentType: string) =>
  server.app.inject({ method: 'PUT', url: pathOf(url), payload: body, headers: { 'content-type': contentType } });

/** A PUT whose reply must carry a coded message, like every API call of the tests. */
const checkedPut = (url: string, body: Buffer, contentType: string) =>
  server.call({ method: 'PUT', url: pathOf(url), payload: body, headers: { 'content-type': contentType } });

const A_GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const A_PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const USED = { success: false, message: uploadsContract.UPLOAD_LINK_USED, messageCode: 'upload.linkUsed' };

describe('uploads', () => {
  it('stores a real image and serves a public one openly', async () => {
    const { url, imageKey } = await presign('COURSE_IMAGE', 'cover.png');
    expect(imageKey).toMatch(/^course-image\//);
    const stored = await put(url, ONE_PIXEL_PNG, 'image/png');
    expect(stored.statusCode).toBe(200);
    const served = await server.app.inject({ method: 'GET', url: `/api/storage/files/${imageKey}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
  });

  it('refuses a file over the category limit with the spec message', async () => {
    const { url } = await presign('COURSE_IMAGE', 'huge.png');
    const tooLarge = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(1024 * 1024)]);
    const reply = await put(url, tooLarge, 'image/png');
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({
      success: false,
      message: 'Filesize must be smaller than 1MB!',
      messageCode: 'upload.fileTooLarge',
      messageParams: { size: '1' },
    });
  });

  it('refuses bytes that are not what the type says, and types the category does not take', async () => {
    const { url } = await presign('COURSE_IMAGE', 'notes.png');
    const text = await put(url, Buffer.from('just some text, not an image'), 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(uploadsContract.FILE_TYPE_NOT_ALLOWED);
    const wrongType = await put(url, Buffer.from('%PDF-1.7 ...'), 'application/pdf');
    expect(wrongType.statusCode).toBe(415);
  });

  it('refuses a tampered signature and an expired link with 403', async () => {
    const { url } = await presign('COURSE_IMAGE', 'a.png');
    const tampered = url.replace(/signature=([\w-])/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect((await put(tampered, ONE_PIXEL_PNG, 'image/png')).statusCode).toBe(403);

    server.advance(16 * 60 * 1000);
    const expired = await put(url, ONE_PIXEL_PNG, 'image/png');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(uploadsContract.UPLOAD_LINK_EXPIRED);
  });

  it('serves a private file only through a valid signed link', async () => {
    const { url, imageKey } = await presign('CHAT_IMAGE_PRIVATE', 'answer.png');
    expect((await put(url, ONE_PIXEL_PNG, 'image/png')).statusCode).toBe(200);
    const open = await server.app.inject({ method: 'GET', url: `/api/storage/files/${imageKey}` });
    expect(open.statusCode).toBe(403);
    const forged = await server.app.inject({ method: 'GET', url: `/api/storage/files/${imageKey}?expires=9999999999&signature=abc` });
    expect(forged.statusCode).toBe(403);
    // The upload link's signature is for writing, not for reading.
    const query = new URL(url).search;
    const reused = await server.app.inject({ method: 'GET', url: `/api/storage/files/${imageKey}${query}` });
    expect(reused.statusCode).toBe(403);
  });

  it('neutralises path traversal in the file name', async () => {
    const { imageKey } = await presign('COURSE_IMAGE', '../../../etc/passwd.png');
    expect(imageKey).not.toContain('..');
    expect(imageKey.split('/')).toHaveLength(2);
    const escape = await server.app.inject({ method: 'GET', url: '/api/storage/files/course-image/..%2F..%2Fsecret' });
    expect(escape.statusCode).toBe(404);
  });

  it('stores one file per link: using the link again is refused and the stored file stays', async () => {
    const { url, imageKey } = await presign('COURSE_IMAGE', 'cover.png');
    expect((await checkedPut(url, ONE_PIXEL_PNG, 'image/png')).statusCode).toBe(200);
    const again = await checkedPut(url, A_GIF, 'image/gif');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(USED);
    const served = await server.app.inject({ method: 'GET', url: `/api/storage/files/${imageKey}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
  });

  it('lets only one of two simultaneous uses of a link store its file', async () => {
    const { url } = await presign('COURSE_IMAGE', 'race.png');
    const replies = await Promise.all([checkedPut(url, ONE_PIXEL_PNG, 'image/png'), checkedPut(url, A_GIF, 'image/gif')]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 403]);
  });

  it('refuses a link on one replica once another replica has stored its file', async () => {
    const { url } = await presign('COURSE_IMAGE', 'replica.png');
    const other = await server.replica();
    expect((await checkedPut(url, ONE_PIXEL_PNG, 'image/png')).statusCode).toBe(200);
    const replayed = await other.inject({ method: 'PUT', url: pathOf(url), payload: A_GIF, headers: { 'content-type': 'image/gif' } });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toEqual(USED);
  });

  it('keeps the link of a refused file usable for a good one', async () => {
    const { url } = await presign('COURSE_IMAGE', 'retry.png');
    expect((await checkedPut(url, Buffer.from('not an image'), 'image/png')).statusCode).toBe(415);
    expect((await checkedPut(url, Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(1024 * 1024)]), 'image/png')).statusCode).toBe(413);
    expect((await checkedPut(url, ONE_PIXEL_PNG, 'image/png')).statusCode).toBe(200);
  });

  it('keys a file without anything the uploader named, and names it after the type its bytes were checked as', async () => {
    const image = await presign('COURSE_IMAGE', 'cover.html');
    expect(image.imageKey).toMatch(/^course-image\/[0-9a-f-]{36}$/);
    expect((await checkedPut(image.url, ONE_PIXEL_PNG, 'image/png')).statusCode).toBe(200);
    const served = await server.app.inject({ method: 'GET', url: `/api/storage/files/${image.imageKey}` });
    expect(served.headers['content-disposition']).toBe('inline; filename="cover.png"');

    const document = await presign('COURSE_EXTERNAL_ASSETS', 'Syllabus 2025.exe.html');
    expect(document.imageKey).toMatch(/^course-external-assets\/[0-9a-f-]{36}$/);
    expect((await checkedPut(document.url, A_PDF, 'application/pdf')).statusCode).toBe(200);
    const download = await server.app.inject({ method: 'GET', url: `/api/storage/files/${document.imageKey}` });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Syllabus-2025-exe.pdf"');
  });

  it('still accepts the keys of files stored before keys left out the file name', () => {
    expect(Storage.isKey('course-image/0f8fad5b-d9cb-469f-a165-70867728950e-cover.png')).toBe(true);
    expect(Storage.isKey('course-image/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(Storage.isKey('course-image/0f8fad5b-d9cb-469f-a165-70867728950e/../x')).toBe(false);
  });

  it('refuses an unknown category and a missing file name with 400', async () => {
    const token = await server.tokenOf('admin');
    const unknown = await server.call({ method: 'GET', url: '/api/academy/presignedurl?fileCategory=EVERYTHING&fileName=a.png', token });
    expect(unknown.statusCode).toBe(400);
    const missing = await server.call({ method: 'GET', url: '/api/academy/presignedurl?fileCategory=AUDIO', token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
