import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAudioContract, uploadsContract } from '@/shared/api/contract';
import { silentMp3 } from '../db/silent-mp3';
import { ONE_PIXEL_PNG, pathOf, startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { COURSE_AUDIO_MESSAGES } = courseAudioContract;

async function as(account: DemoAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return server.call({ method, url, payload, token: await server.tokenOf(account) });
}

async function uploaded(category: 'AUDIO' | 'INSTRUCTOR_IMAGE', fileName: string, bytes: Buffer, type: string): Promise<string> {
  const presigned = await as('admin', 'GET', `/api/academy/presignedurl?fileCategory=${category}&fileName=${fileName}`);
  const { url, imageKey } = uploadsContract.presignedUrlReply.parse(presigned.json());
  const put = await server.app.inject({ method: 'PUT', url: pathOf(url), payload: bytes, headers: { 'content-type': type } });
  expect(put.statusCode).toBe(200);
  return imageKey;
}

describe('course audio (storage items)', () => {
  it('lists the seeded audio newest first, ten to a page, each with a playable address', async () => {
    const reply = await as('viewer', 'POST', '/api/academy/storage-item/list', { pageNumber: 1, pageSize: 10, descending: true, sortProperties: [], type: 0 });
    expect(reply.statusCode).toBe(200);
    const page = courseAudioContract.courseAudios.calls.list.reply.parse(reply.json());
    expect(page.content.map((item) => item.title)).toEqual([
      'Dua after salah',
      'Makharij practice',
      'Tajweed: rules of noon sakinah',
      'Surah Al-Fatiha recitation',
    ]);
    expect(page).toMatchObject({ totalRecords: 4, pageNumber: 1, totalPages: 1 });
    const file = await server.app.inject({ method: 'GET', url: pathOf(page.content[0]?.url ?? '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('audio/mpeg');
  });

  it('adds an item from an uploaded MP3, reads it, renames it and keeps the file', async () => {
    const path = await uploaded('AUDIO', 'ikhlas.mp3', silentMp3(1), 'audio/mpeg');
    const created = await as('admin', 'POST', '/api/academy/storage-item', { title: 'Surah Al-Ikhlas', path, type: 'AUDIO' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ success: true, message: 'Record added successfully!' });
    const id = (created.json() as { data: { id: number } }).data.id;

    const read = courseAudioContract.courseAudio.parse((await as('viewer', 'GET', `/api/academy/storage-item/${id}`)).json());
    expect(read).toMatchObject({ id, title: 'Surah Al-Ikhlas', path, type: 'AUDIO' });

    const updated = await as('admin', 'PUT', `/api/academy/storage-item/${id}`, { title: 'Surah Al-Ikhlas (slow)' });
    expect(updated.json()).toMatchObject({ success: true, message: 'Record updated successfully!', messageCode: 'record.updated', data: { id, title: 'Surah Al-Ikhlas (slow)', path } });
    const again = (await as('viewer', 'GET', `/api/academy/storage-item/${id}`)).json();
    expect(again).toMatchObject({ title: 'Surah Al-Ikhlas (slow)', path });

    const names = (await as('viewer', 'GET', '/api/academy/storage-item/name-summary?type=AUDIO&pageNumber=1&pageSize=1000&descending=true')).json();
    expect(names[0]).toMatchObject({ id, title: 'Surah Al-Ikhlas (slow)' });
  });

  it('requires the file when adding, and only an uploaded MP3', async () => {
    const missing = await as('admin', 'POST', '/api/academy/storage-item', { title: 'No file' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(COURSE_AUDIO_MESSAGES.fileRequired);

    const image = await uploaded('INSTRUCTOR_IMAGE', 'face.png', ONE_PIXEL_PNG, 'image/png');
    const wrongCategory = await as('admin', 'POST', '/api/academy/storage-item', { title: 'An image', path: image });
    expect(wrongCategory.statusCode).toBe(400);
    expect(wrongCategory.json().message).toBe(COURSE_AUDIO_MESSAGES.fileRequired);

    const unknown = await as('admin', 'POST', '/api/academy/storage-item', { title: 'Made up', path: 'AUDIO/none.mp3' });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses an AUDIO upload that is not an MP3, and one over 5 MB', async () => {
    const presigned = await as('admin', 'GET', '/api/academy/presignedurl?fileCategory=AUDIO&fileName=take.wav');
    const { url } = uploadsContract.presignedUrlReply.parse(presigned.json());
    const wav = await server.app.inject({ method: 'PUT', url: pathOf(url), payload: Buffer.from('RIFF0000WAVEfmt '), headers: { 'content-type': 'audio/wav' } });
    expect(wav.statusCode).toBe(415);
    const bigLink = uploadsContract.presignedUrlReply.parse((await as('admin', 'GET', '/api/academy/presignedurl?fileCategory=AUDIO&fileName=long.mp3')).json());
    const big = await server.app.inject({
      method: 'PUT',
      url: pathOf(bigLink.url),
      payload: Buffer.concat([silentMp3(1), Buffer.alloc(5 * 1024 * 1024)]),
      headers: { 'content-type': 'audio/mpeg' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Filesize must be smaller than 5MB!');
  });

  it('refuses an empty title and one over 250 characters with a message', async () => {
    for (const title of ['   ', 'a'.repeat(251)]) {
      const reply = await as('admin', 'PUT', '/api/academy/storage-item/1', { title });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(/Enter audio title|Maximum 250 characters allowed/);
    }
  });

  it('answers 404 for an item that does not exist', async () => {
    expect((await as('admin', 'GET', '/api/academy/storage-item/999')).statusCode).toBe(404);
    expect((await as('admin', 'PUT', '/api/academy/storage-item/999', { title: 'x' })).statusCode).toBe(404);
  });

  it.each([
    ['viewer', 'POST', '/api/academy/storage-item', 403],
    ['viewer', 'PUT', '/api/academy/storage-item/1', 403],
    ['content', 'POST', '/api/academy/storage-item/list', 403],
    ['moderator', 'GET', '/api/academy/storage-item/1', 403],
  ] as const)('%s %s %s answers %i', async (account, method, url, status) => {
    const reply = await as(account, method, url, method === 'GET' ? undefined : { title: 'x', path: 'AUDIO/x.mp3', pageNumber: 1 });
    expect(reply.statusCode).toBe(status);
  });

  it('answers 401 without a session', async () => {
    const reply = await server.call({ method: 'POST', url: '/api/academy/storage-item/list', payload: { pageNumber: 1 } });
    expect(reply.statusCode).toBe(401);
  });
});
