import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract } from '@/shared/api/contract';
import { silentMp3 } from '../db/silent-mp3';
import { ONE_PIXEL_PNG, startTestServer, TEST_ORIGIN, type DemoAccount, type TestServer, MULTIPART_BOUNDARY as BOUNDARY, multipart, type Part } from './harness';

const { PUBLIC_FILE_MESSAGES: MESSAGES, PUBLIC_FILE_TOO_LARGE } = siteContract;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());


const fileParts = (key: string, bytes: Buffer, type: string, path = 'public-files'): Part[] => [
  { name: 'path', value: path },
  { name: 'key', value: key },
  { name: 'file', value: bytes, fileName: key, type },
];

async function put(body: Buffer | Part[], account: DemoAccount = 'content', contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  return server.call({
    method: 'POST',
    url: '/api/site/if-drive/put',
    payload: Array.isArray(body) ? multipart(body) : body,
    headers: { 'content-type': contentType },
    token: await server.tokenOf(account),
  });
}

async function exists(key: string, account: DemoAccount = 'content', path = 'public-files') {
  return server.call({
    method: 'GET',
    url: `/api/site/if-drive/file-exist?path=${encodeURIComponent(path)}&key=${encodeURIComponent(key)}`,
    token: await server.tokenOf(account),
  });
}

const A_PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const refusedAs = (reply: { statusCode: number; json(): unknown }, status: number, message: string) => {
  expect(reply.statusCode).toBe(status);
  expect(reply.json()).toMatchObject({ success: false, message });
};

describe('the existence check', () => {
  it('answers true for a published name, in any case, and false for a free one', async () => {
    expect((await exists('ramadan-timetable-2026.pdf')).json()).toBe(true);
    expect((await exists('RAMADAN-Timetable-2026.PDF')).json()).toBe(true);
    const free = await exists('eid-timetable.pdf');
    expect(free.statusCode).toBe(200);
    expect(free.json()).toBe(false);
  });

  it('refuses another folder, an unsafe name, and a caller without the FILE_UPLOAD list bit', async () => {
    refusedAs(await exists('a.pdf', 'content', 'private'), 400, MESSAGES.pathInvalid);
    for (const key of ['../x', 'a/b.pdf', '.htaccess', '', 'x'.repeat(101)]) refusedAs(await exists(key), 400, MESSAGES.keyInvalid);
    expect((await exists('a.pdf', 'moderator')).statusCode).toBe(403);
  });
});

describe('publishing a file', () => {
  it('stores it, serves it openly at its public address, lists it and records it in the history', async () => {
    const reply = await put(fileParts('eid-card.png', ONE_PIXEL_PNG, 'image/png'));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      success: true,
      message: 'File uploaded successfully!',
      messageCode: 'publicFile.uploaded',
      data: { key: 'eid-card.png', url: `${TEST_ORIGIN}/public-files/eid-card.png`, contentType: 'image/png', size: ONE_PIXEL_PNG.length, uploadedBy: 'Yusuf Qureshi' },
    });

    const served = await server.app.inject({ method: 'GET', url: '/public-files/eid-card.png' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
    expect((await exists('eid-card.png')).json()).toBe(true);

    const recent = await server.call({ method: 'GET', url: '/api/site/if-drive/recent', token: await server.tokenOf('viewer') });
    expect(recent.json().content[0]).toMatchObject({ key: 'eid-card.png', uploadedBy: 'Yusuf Qureshi' });
    expect(recent.json().content.map((file: { key: string }) => file.key)).toContain('ramadan-timetable-2026.pdf');

    const history = await server.db.selectFrom('record_history').selectAll().where('resource', '=', 'public-file').execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'created', user_name: 'Yusuf Qureshi' });
  });

  it('takes PDF documents and MP3 audio too', async () => {
    expect((await put(fileParts('zakat-guide.pdf', A_PDF, 'application/pdf'))).statusCode).toBe(200);
    expect((await put(fileParts('takbir.mp3', silentMp3(1), 'audio/mpeg'))).statusCode).toBe(200);
    const pdf = await server.app.inject({ method: 'GET', url: '/public-files/zakat-guide.pdf' });
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="zakat-guide.pdf"');
  });

  it("answers 409 with the spec's words to a name that is taken, in any case, and keeps the first file", async () => {
    const again = await put(fileParts('eid-card.png', ONE_PIXEL_PNG, 'image/png'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'File already exists, please select other file!', messageCode: 'publicFile.exists', fields: { key: MESSAGES.exists } });
    refusedAs(await put(fileParts('Ramadan-Timetable-2026.pdf', A_PDF, 'application/pdf')), 409, MESSAGES.exists);
    const original = await server.app.inject({ method: 'GET', url: '/public-files/ramadan-timetable-2026.pdf' });
    expect(original.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(original.rawPayload.length).toBeGreaterThan(A_PDF.length);
  });

  it('is refused without the FILE_UPLOAD add bit', async () => {
    refusedAs(await put(fileParts('viewer.png', ONE_PIXEL_PNG, 'image/png'), 'viewer'), 403, 'You do not have permission to do this.');
    expect((await exists('viewer.png')).json()).toBe(false);
  });
});

describe('what a client may send wrong', () => {
  it("answers 'Please upload file' to a form without a file, or with a browser's empty file input", async () => {
    refusedAs(await put([{ name: 'path', value: 'public-files' }, { name: 'key', value: 'nothing.png' }]), 400, 'Please upload file');
    const emptyInput = [{ name: 'path', value: 'public-files' }, { name: 'key', value: 'nothing.png' }, { name: 'file', value: '', fileName: '', type: 'application/octet-stream' }];
    expect((await put(emptyInput)).json()).toMatchObject({ message: 'Please upload file', messageCode: 'publicFile.noFile' });
  });

  it('refuses missing or wrong fields with 400', async () => {
    refusedAs(await put(fileParts('x.png', ONE_PIXEL_PNG, 'image/png', 'private-files')), 400, MESSAGES.pathInvalid);
    refusedAs(await put([{ name: 'path', value: 'public-files' }, { name: 'file', value: ONE_PIXEL_PNG, fileName: 'x.png', type: 'image/png' }]), 400, MESSAGES.keyInvalid);
    refusedAs(await put(fileParts('empty.png', Buffer.alloc(0), 'image/png').map((part) => (part.name === 'file' ? { ...part, fileName: 'empty.png' } : part))), 400, 'The file is empty.');
    refusedAs(await put(fileParts('looks-like.pdf', ONE_PIXEL_PNG, 'image/png')), 400, MESSAGES.extensionMismatch);
  });

  it('refuses a file over 10 MB with 413, whether it says so in advance or not', async () => {
    const huge = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const reply = await put(fileParts('huge.png', huge, 'image/png'));
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ message: PUBLIC_FILE_TOO_LARGE, messageCode: 'upload.fileTooLarge', messageParams: { size: '10' } });
    refusedAs(await put(fileParts('huger.png', Buffer.concat([huge, Buffer.alloc(1024 * 1024)]), 'image/png')), 413, PUBLIC_FILE_TOO_LARGE);
    expect((await exists('huge.png')).json()).toBe(false);
  });

  it('refuses types a public file may not be, and bytes that are not what they claim, with 415', async () => {
    const notAllowed = 'This file type is not allowed.';
    refusedAs(await put(fileParts('notes.txt', Buffer.from('hello'), 'text/plain')), 415, notAllowed);
    refusedAs(await put(fileParts('page.html', Buffer.from('<script>alert(1)</script>'), 'text/html')), 415, notAllowed);
    refusedAs(await put(fileParts('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')), 415, notAllowed);
    refusedAs(await put(fileParts('fake.png', Buffer.from('<script>alert(1)</script>'), 'image/png')), 415, notAllowed);
  });

  it('refuses bodies that are not a multipart form, and broken or crowded forms, with a 4xx and words', async () => {
    refusedAs(await put(Buffer.from(JSON.stringify({ path: 'public-files', key: 'a.png' })), 'content', 'application/json'), 415, MESSAGES.notMultipart);
    refusedAs(await put(Buffer.from('hello'), 'content', 'text/plain'), 415, MESSAGES.notMultipart);
    refusedAs(await put(Buffer.from('hello'), 'content', 'multipart/form-data'), 400, MESSAGES.unreadableForm);
    refusedAs(await put(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="key"\r\n\r\nunfinished`)), 400, MESSAGES.unreadableForm);
    const twoFiles = [...fileParts('one.png', ONE_PIXEL_PNG, 'image/png'), { name: 'file', value: ONE_PIXEL_PNG, fileName: 'two.png', type: 'image/png' }];
    refusedAs(await put(twoFiles), 400, MESSAGES.tooManyParts);
    refusedAs(await put([...fileParts('extra.png', ONE_PIXEL_PNG, 'image/png'), { name: 'owner', value: 'admin' }]), 400, MESSAGES.tooManyParts);
    refusedAs(await put([{ name: 'key', value: 'a.png' }, { name: 'key', value: 'b.png' }]), 400, MESSAGES.tooManyParts);
    refusedAs(await put([{ name: 'upload', value: ONE_PIXEL_PNG, fileName: 'a.png', type: 'image/png' }]), 400, MESSAGES.tooManyParts);
    refusedAs(await put([{ name: '__proto__', value: 'x' }]), 400, MESSAGES.unreadableForm);
    expect((await exists('one.png')).json()).toBe(false);
  });

  it('never takes a hostile name as a path: traversal, folders, hidden files, very long names', async () => {
    const hostile = ['../x.png', '..\\x.png', '../../etc/passwd.png', 'a/b.png', '/abs.png', '.htaccess.png', '-rf.png', 'x.png\u0000.pdf', 'café.png', 'a b.png', 'x'.repeat(300) + '.png'];
    for (const key of hostile) refusedAs(await put(fileParts(key, ONE_PIXEL_PNG, 'image/png')), 400, MESSAGES.keyInvalid);
    const listed = await server.db.selectFrom('public_files').select('key').execute();
    expect(listed.map((row) => row.key).filter((key) => !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(key))).toEqual([]);
    for (const url of ['/public-files/..%2F..%2Fpackage.json', '/public-files/%2e%2e', '/public-files/no-such-file.png']) {
      const reply = await server.call({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(404);
    }
  });
});

describe('the safe name proposed for a chosen file', () => {
  it('keeps the extension and turns everything else unsafe into hyphens', () => {
    expect(siteContract.publicFileKeyOf('Ramadan Timetable (2026).pdf')).toBe('Ramadan-Timetable-2026.pdf');
    expect(siteContract.publicFileKeyOf('../../Café menu.PNG')).toBe('Cafe-menu.PNG');
    expect(siteContract.publicFileKeyOf('.hidden')).toBe('hidden');
    expect(siteContract.publicFileKeyOf('دعا.mp3')).toBe('file.mp3');
    const long = siteContract.publicFileKeyOf(`${'a'.repeat(300)}.jpeg`);
    expect(long).toHaveLength(100);
    expect(siteContract.publicFileKey.safeParse(long).success).toBe(true);
  });
});
