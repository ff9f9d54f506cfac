import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract, uploadsContract } from '@/shared/api/contract';
import { MULTIPART_BOUNDARY as BOUNDARY, multipart, ONE_PIXEL_PNG, pathOf, startTestServer, type Part, type TestServer } from './harness';
import { jpegDeclaring, PNG_WITHOUT_HEADER, pngDeclaring } from './pictures';

// A picture of a few hundred KB may declare 50000 × 50000 pixels: 10 GB for whoever draws it. Every
// place a picture is kept refuses more than 40 megapixels, and a picture whose size cannot be read.
const { FILE_CATEGORIES, UPLOAD_RULES, IMAGE_TOO_MANY_PIXELS, FILE_TYPE_NOT_ALLOWED, MAX_IMAGE_PIXELS } = uploadsContract;
const KB = 1024;

const BOMB = pngDeclaring(50_000, 50_000, 300 * KB);
const SMALL_BOMB = pngDeclaring(50_000, 50_000, 60 * KB);
const ONE_ROW_TOO_MANY = pngDeclaring(8000, 5001);
/** Its size 60 KB into the file, after the metadata. */
const JPEG_BOMB = jpegDeclaring(50_000, 50_000, 60_000);
const LARGEST_ALLOWED = pngDeclaring(8000, 5000);
const TOO_MANY_PIXELS = { success: false, message: IMAGE_TOO_MANY_PIXELS, messageCode: 'upload.tooManyPixels' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('builds pictures that declare what they say, in a few hundred KB at most', () => {
  expect(8000 * 5000).toBe(MAX_IMAGE_PIXELS);
  expect(BOMB.length).toBe(300 * KB);
  expect(SMALL_BOMB.readUInt32BE(16)).toBe(50_000);
  expect(LARGEST_ALLOWED.length).toBeLessThan(2 * KB);
});

describe('signed uploads of pictures', () => {
  const pictureCategories = FILE_CATEGORIES.filter((category) => UPLOAD_RULES[category].mimeTypes.includes('image/png'));

  async function linkFor(category: uploadsContract.FileCategory) {
    const reply = await server.call({ method: 'GET', url: `/api/academy/presignedurl?fileCategory=${category}&fileName=picture.png`, token: await server.tokenOf('admin') });
    expect(reply.statusCode).toBe(200);
    return uploadsContract.presignedUrlReply.parse(reply.json()).url;
  }
  const put = (url: string, bytes: Buffer, type = 'image/png') => server.call({ method: 'PUT', url: pathOf(url), payload: bytes, headers: { 'content-type': type } });

  it.each(pictureCategories)('%s refuses too many pixels and an unreadable picture, and keeps the link for a good one', async (category) => {
    const url = await linkFor(category);
    for (const bomb of [SMALL_BOMB, ONE_ROW_TOO_MANY, ...(BOMB.length <= UPLOAD_RULES[category].maxBytes ? [BOMB] : [])]) {
      const refused = await put(url, bomb);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual(TOO_MANY_PIXELS);
    }
    expect((await put(url, JPEG_BOMB, 'image/jpeg')).json()).toEqual(TOO_MANY_PIXELS);
    const unreadable = await put(url, PNG_WITHOUT_HEADER);
    expect(unreadable.statusCode).toBe(415);
    expect(unreadable.json().message).toBe(FILE_TYPE_NOT_ALLOWED);
    expect((await put(url, LARGEST_ALLOWED)).statusCode).toBe(200);
  });

  it("checks every picture category, a batch's assignment images (private lesson images) among them", () => {
    expect(pictureCategories).toEqual(expect.arrayContaining(['LESSON_IMAGE_PRIVATE', 'CHAT_IMAGE_PRIVATE', 'COURSE_IMAGE', 'INSTRUCTOR_IMAGE']));
  });
});

describe("a gallery card's pictures", () => {
  const { GALLERY_CARD_MESSAGES: M } = siteContract;
  const picture = (name: 'file' | 'thumbnail', bytes: Buffer = ONE_PIXEL_PNG): Part => ({ name, value: bytes, fileName: `${name}.png`, type: 'image/png' });
  const card = (title: string): Part[] => Object.entries({ title, description: 'A picture', categoryId: '6' }).map(([name, value]) => ({ name, value }));
  const save = async (parts: Part[]) =>
    server.call({
      method: 'POST',
      url: '/api/site/card/save',
      payload: multipart(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      token: await server.tokenOf('content'),
    });

  it.each([
    ['file', [...card('Bomb'), picture('file', BOMB), picture('thumbnail')]],
    ['thumbnail', [...card('Bomb'), picture('file'), picture('thumbnail', SMALL_BOMB)]],
  ] as const)('refuses a %s declaring too many pixels', async (part, parts) => {
    const reply = await save([...parts]);
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ ...TOO_MANY_PIXELS, fields: { [part]: IMAGE_TOO_MANY_PIXELS } });
  });

  it("refuses a picture whose size cannot be read with the card's words, and keeps a good one", async () => {
    const unreadable = await save([...card('Unreadable'), picture('file', PNG_WITHOUT_HEADER), picture('thumbnail')]);
    expect(unreadable.statusCode).toBe(415);
    expect(unreadable.json()).toMatchObject({ message: M.imageType, fields: { file: M.imageType } });
    const good = await save([...card('Largest allowed'), picture('file', LARGEST_ALLOWED), picture('thumbnail')]);
    expect(good.statusCode).toBe(200);
  });
});

describe('a public file that is a picture', () => {
  const put = async (key: string, bytes: Buffer) =>
    server.call({
      method: 'POST',
      url: '/api/site/if-drive/put',
      payload: multipart([
        { name: 'path', value: 'public-files' },
        { name: 'key', value: key },
        { name: 'file', value: bytes, fileName: key, type: 'image/png' },
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      token: await server.tokenOf('content'),
    });

  it('is refused when it declares too many pixels, or none can be read, leaving its name free', async () => {
    const refused = await put('bomb.png', BOMB);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ ...TOO_MANY_PIXELS, fields: { file: IMAGE_TOO_MANY_PIXELS } });
    const unreadable = await put('bomb.png', PNG_WITHOUT_HEADER);
    expect(unreadable.statusCode).toBe(415);
    expect(unreadable.json().message).toBe(FILE_TYPE_NOT_ALLOWED);
    const free = await server.call({ method: 'GET', url: '/api/site/if-drive/file-exist?path=public-files&key=bomb.png', token: await server.tokenOf('content') });
    expect(free.json()).toBe(false);
    expect((await put('bomb.png', LARGEST_ALLOWED)).statusCode).toBe(200);
  });
});

describe("an article's thumbnail and title cover", () => {
  it.each(['thumbnail', 'title-cover'])('%s is refused when it declares too many pixels, and kept when it does not', async (kind) => {
    const token = await server.tokenOf('content');
    const postId = (await server.db.selectFrom('blog_posts').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const upload = (bytes: Buffer) =>
      server.call({
        method: 'POST',
        url: `/api/site/blog-post/image/upload-${kind}`,
        payload: multipart([
          { name: 'postId', value: String(postId) },
          { name: siteContract.ARTICLE_IMAGE_PART, value: bytes, fileName: 'picture.png', type: 'image/png' },
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        token,
      });
    const refused = await upload(SMALL_BOMB);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ ...TOO_MANY_PIXELS, fields: { [siteContract.ARTICLE_IMAGE_PART]: IMAGE_TOO_MANY_PIXELS } });
    expect((await upload(ONE_PIXEL_PNG)).statusCode).toBe(200);
  });
});
