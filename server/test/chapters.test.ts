import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaptersContract } from '@/shared/api/contract';
import { startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { CHAPTER_MESSAGES: M, chapters } = chaptersContract;
const TAJWEED = 1; // eight chapters: three published, one unpublished, four new
const ALPHABET = 4; // one published chapter, one deleted
const INTRODUCTION = 1; // PUBLISH
const NOON_SAKINAH = 4; // UNPUBLISHED
const MEEM_SAKINAH = 5; // NEW
const DELETED_LETTERS = 10; // DELETED, on the alphabet course

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
async function as(account: DemoAccount, method: Method, url: string, payload?: unknown) {
  return server.call({ method, url: `/api/academy${url}`, payload: payload as object, token: await server.tokenOf(account) });
}
const listBody = (courseId: number, pageNumber = 1, extra: object = {}) => ({
  courseId,
  descending: false,
  pageNumber,
  pageSize: 6,
  sortProperties: [],
  type: 0,
  ...extra,
});
const readChapter = async (id: number) => chaptersContract.chapter.parse((await as('viewer', 'GET', `/chapter/find/${id}`)).json());

const valid = {
  courseId: TAJWEED,
  locked: true,
  lessonCount: 4,
  duration: 35,
  titleAr: 'الإدغام',
  titleEn: 'Idgham in Depth',
  description: 'Merging one letter into the next, with and without nasalisation.',
  type: 'DEFAULT',
  videoTitle: 'Rules of Noon Sakinah and Tanween',
  arabicSignId: 2,
};

describe('chapters', () => {
  it("lists a course's chapters six to a page, in the order they were added", async () => {
    const first = await as('viewer', 'POST', '/chapter/list', listBody(TAJWEED));
    expect(first.statusCode).toBe(200);
    const page = chapters.calls.list.reply.parse(first.json());
    expect(page).toMatchObject({ totalRecords: 8, pageNumber: 1, totalPages: 2 });
    expect(page.content.map((chapter) => chapter.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(page.content[0]).toMatchObject({ titleEn: 'Introduction to Tajweed', titleAr: 'مقدمة في التجويد', status: 'PUBLISH', courseId: TAJWEED });
    expect(page.content[0]).not.toHaveProperty('arabicSignId');
    const second = chapters.calls.list.reply.parse((await as('viewer', 'POST', '/chapter/list', listBody(TAJWEED, 2))).json());
    expect(second.content.map((chapter) => [chapter.titleEn, chapter.type, chapter.status])).toEqual([
      ['Qalqalah', 'SHAPE', 'NEW'],
      ['Short Vowels', 'SHAPE', 'NEW'],
    ]);
  });

  it('answers POST chapter the same as POST chapter/list', async () => {
    const alias = await as('viewer', 'POST', '/chapter', listBody(TAJWEED, 2));
    const list = await as('viewer', 'POST', '/chapter/list', listBody(TAJWEED, 2));
    expect(alias.statusCode).toBe(200);
    expect(alias.json()).toEqual(list.json());
  });

  it('filters by type, sorts on request and never lists a deleted chapter', async () => {
    const shapes = (await as('viewer', 'POST', '/chapter/list', listBody(TAJWEED, 1, { type: 'SHAPE' }))).json();
    expect(shapes.content.map((chapter: { titleEn: string }) => chapter.titleEn)).toEqual(['Qalqalah', 'Short Vowels']);
    const byTitle = (await as('viewer', 'POST', '/chapter/list', listBody(TAJWEED, 1, { sortProperties: ['titleEn'], descending: true }))).json();
    expect(byTitle.content[0].titleEn).toBe('The Tongue Letters');
    const alphabet = (await as('viewer', 'POST', '/chapter/list', listBody(ALPHABET))).json();
    expect(alphabet).toMatchObject({ totalRecords: 1, content: [{ titleEn: 'Letters Alif to Kha', status: 'PUBLISH' }] });
  });

  it('refuses a list without a course, and answers 404 for an unknown one', async () => {
    const missing = await as('viewer', 'POST', '/chapter/list', { pageNumber: 1, pageSize: 6 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.course);
    const unknown = await as('viewer', 'POST', '/chapter/list', listBody(999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.courseNotFound);
  });

  it('finds one chapter, and answers 404 for an unknown or deleted one', async () => {
    expect(await readChapter(NOON_SAKINAH)).toMatchObject({ titleEn: 'Noon Sakinah and Tanween', arabicSignId: 1, locked: true, status: 'UNPUBLISHED' });
    for (const id of [999, DELETED_LETTERS]) {
      const reply = await as('viewer', 'GET', `/chapter/find/${id}`);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(M.notFound);
    }
  });

  it('adds a chapter as NEW and updates it, keeping its status', async () => {
    const created = await as('instructor', 'POST', '/chapter/save', { id: null, ...valid });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ success: true, message: 'Record added successfully!' });
    const id = created.json().data.id as number;
    expect(created.json().data).toEqual({ id, ...valid, status: 'NEW' });
    expect(await readChapter(id)).toEqual({ id, ...valid, status: 'NEW' });

    const changed = { ...valid, id, titleEn: '  Idgham with Ghunnah ', type: 'SHAPE', arabicSignId: null, locked: false };
    const updated = await as('instructor', 'PUT', '/chapter/update', changed);
    expect(updated.json()).toMatchObject({ success: true, message: 'Record updated successfully!', messageCode: 'record.updated' });
    expect(updated.json().data).toMatchObject({ id, titleEn: 'Idgham with Ghunnah', status: 'NEW' });
    const read = await readChapter(id);
    expect(read).toMatchObject({ titleEn: 'Idgham with Ghunnah', type: 'SHAPE', locked: false, status: 'NEW' });
    expect(read).not.toHaveProperty('arabicSignId');
  });

  it('answers 404 when updating a chapter that does not exist', async () => {
    expect((await as('admin', 'PUT', '/chapter/update', { ...valid, id: 999 })).statusCode).toBe(404);
    expect((await as('admin', 'PUT', '/chapter/update', { ...valid, id: DELETED_LETTERS })).statusCode).toBe(404);
    const noId = await as('admin', 'PUT', '/chapter/update', valid);
    expect(noId.statusCode).toBe(400);
  });

  it.each([
    ['no course', { ...valid, courseId: undefined }, M.course],
    ['no course access', { ...valid, locked: undefined }, M.access],
    ['a lesson count of 0', { ...valid, lessonCount: 0 }, M.number],
    ['a lesson count that is not a number', { ...valid, lessonCount: 'four' }, M.number],
    ['a duration of 0', { ...valid, duration: 0 }, M.number],
    ['no Arabic title', { ...valid, titleAr: '   ' }, M.titleAr],
    ['no English title', { ...valid, titleEn: '' }, M.titleEn],
    ['an English title over 80 characters', { ...valid, titleEn: 'x'.repeat(81) }, M.titleEnTooLong],
    ['an unknown type', { ...valid, type: 'CIRCLE' }, M.type],
    ['no description', { ...valid, description: undefined }, M.description],
    ['a description over 150 characters', { ...valid, description: 'x'.repeat(151) }, M.descriptionTooLong],
    ['no video title', { ...valid, videoTitle: '' }, M.videoTitle],
    ['an Arabic sign outside 1 to 6', { ...valid, arabicSignId: 7 }, M.arabicSign],
  ])('refuses %s with 400 and the form message', async (_, body, message) => {
    const reply = await as('admin', 'POST', '/chapter/save', body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message });
  });

  it('refuses a video title that is not in the playlist, and an unknown course', async () => {
    const video = await as('admin', 'POST', '/chapter/save', { ...valid, videoTitle: 'Rules of Noon Sakinah' });
    expect(video.statusCode).toBe(400);
    expect(video.json()).toMatchObject({
      message: chaptersContract.unknownVideoMessage('Rules of Noon Sakinah'),
      fields: { videoTitle: expect.stringContaining('is not a video of the playlist') },
    });
    const course = await as('admin', 'PUT', '/chapter/update', { ...valid, id: MEEM_SAKINAH, courseId: 999 });
    expect(course.statusCode).toBe(400);
    expect(course.json().message).toBe(M.courseNotFound);
  });

  it('refuses titles another chapter of the course already has, but not on another course', async () => {
    const english = await as('admin', 'POST', '/chapter/save', { ...valid, titleEn: 'the throat letters', titleAr: 'حروف الحلق الستة' });
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe(M.sameTitleEn);
    const arabic = await as('admin', 'POST', '/chapter/save', { ...valid, titleEn: 'Throat letters again', titleAr: 'حروف الحلق' });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toBe(M.sameTitleAr);
    // Its own titles and those of a deleted chapter are free.
    const own = await as('admin', 'PUT', '/chapter/update', { ...(await readChapter(MEEM_SAKINAH)), lessonCount: 4 });
    expect(own.statusCode).toBe(200);
    const reused = await as('admin', 'POST', '/chapter/save', { ...valid, courseId: ALPHABET, titleEn: 'Letters Dal to Ya', titleAr: 'الحروف من الدال إلى الياء' });
    expect(reused.statusCode).toBe(200);
  });

  describe('status', () => {
    const change = (account: DemoAccount, id: number, status: string) => as(account, 'PATCH', `/chapter/${id}/update-status?status=${status}`);

    it('publishes a NEW chapter, unpublishes it and publishes it again', async () => {
      // The instructor edits chapters but publishing needs the perform bit.
      expect((await change('instructor', MEEM_SAKINAH, 'PUBLISH')).statusCode).toBe(403);
      const published = await change('admin', MEEM_SAKINAH, 'PUBLISH');
      expect(published.statusCode).toBe(200);
      expect(published.json()).toEqual({
        success: true,
        message: 'Status updated successfully!',
        messageCode: 'record.statusUpdated',
        data: { ...(await readChapter(MEEM_SAKINAH)), status: 'PUBLISH' },
      });
      expect((await readChapter(MEEM_SAKINAH)).status).toBe('PUBLISH');
      expect((await change('admin', MEEM_SAKINAH, 'UNPUBLISHED')).json().data.status).toBe('UNPUBLISHED');
      expect((await change('admin', MEEM_SAKINAH, 'PUBLISH')).statusCode).toBe(200);
      // Asking again for the status it has changes nothing.
      expect((await change('admin', MEEM_SAKINAH, 'PUBLISH')).statusCode).toBe(200);
      expect((await readChapter(MEEM_SAKINAH)).status).toBe('PUBLISH');
    });

    it('refuses a way back to NEW and an unpublish of a chapter never published', async () => {
      const back = await change('admin', INTRODUCTION, 'NEW');
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toBe(chaptersContract.statusChangeRefusal('PUBLISH', 'NEW'));
      expect((await change('admin', 6, 'UNPUBLISHED')).statusCode).toBe(409);
      expect((await readChapter(6)).status).toBe('NEW');
    });

    it('deletes a chapter with the delete bit only; it then leaves the list', async () => {
      expect((await change('instructor', NOON_SAKINAH, 'DELETED')).statusCode).toBe(403);
      const deleted = await change('admin', NOON_SAKINAH, 'DELETED');
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().data).toMatchObject({ id: NOON_SAKINAH, status: 'DELETED' });
      expect((await as('viewer', 'GET', `/chapter/find/${NOON_SAKINAH}`)).statusCode).toBe(404);
      const ids = (await as('viewer', 'POST', '/chapter/list', listBody(TAJWEED, 1, { pageSize: 100 }))).json().content.map((c: { id: number }) => c.id);
      expect(ids).not.toContain(NOON_SAKINAH);
      expect((await change('admin', NOON_SAKINAH, 'PUBLISH')).statusCode).toBe(404);
    });

    it('refuses an unknown status and an unknown chapter', async () => {
      const bad = await change('admin', INTRODUCTION, 'LIVE');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(M.status);
      expect((await as('admin', 'PATCH', `/chapter/${INTRODUCTION}/update-status`)).statusCode).toBe(400);
      expect((await change('admin', 999, 'PUBLISH')).statusCode).toBe(404);
    });
  });

  describe('history', () => {
    const history = async (id: number) => as('viewer', 'GET', `/chapter/${id}/history`);

    it('records who added a chapter, and each status change and edit after it', async () => {
      const created = await as('admin', 'POST', '/chapter/save', { ...valid, titleEn: 'Ikhfa', titleAr: 'الإخفاء' });
      const id = created.json().data.id as number;
      expect((await as('admin', 'PATCH', `/chapter/${id}/update-status?status=PUBLISH`)).statusCode).toBe(200);
      // Asking for the status it already has changes nothing, so it adds no entry.
      expect((await as('admin', 'PATCH', `/chapter/${id}/update-status?status=PUBLISH`)).statusCode).toBe(200);
      expect((await as('admin', 'PUT', '/chapter/update', { ...valid, id, titleEn: 'Ikhfa in Depth', titleAr: 'الإخفاء' })).statusCode).toBe(200);

      const reply = await history(id);
      expect(reply.statusCode).toBe(200);
      const entries = chapters.calls.history.reply.parse(reply.json()).content;
      expect(entries.map((entry) => entry.action)).toEqual(['updated', 'updated', 'created']);
      expect(entries[0]!.changes).toEqual([{ field: 'titleEn', from: 'Ikhfa', to: 'Ikhfa in Depth' }]);
      expect(entries[1]!.changes).toEqual([{ field: 'status', from: 'NEW', to: 'PUBLISH' }]);
      expect(entries[2]).toMatchObject({ userName: expect.any(String) });
    });

    it('keeps the history of a deleted chapter', async () => {
      const created = await as('admin', 'POST', '/chapter/save', { ...valid, titleEn: 'Iqlab', titleAr: 'الإقلاب' });
      const id = created.json().data.id as number;
      expect((await as('admin', 'PATCH', `/chapter/${id}/update-status?status=DELETED`)).statusCode).toBe(200);
      const entries = (await history(id)).json().content;
      expect(entries[0].changes).toEqual([{ field: 'status', from: 'NEW', to: 'DELETED' }]);
    });

    it('answers 404 for a chapter that never existed, and 403 without the view bit', async () => {
      const unknown = await history(999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(M.notFound);
      expect((await as('content', 'GET', `/chapter/${INTRODUCTION}/history`)).statusCode).toBe(403);
    });
  });

  it('answers 401 without a session', async () => {
    const calls = [
      ['POST', '/chapter/list'],
      ['POST', '/chapter'],
      ['POST', '/chapter/save'],
      ['PUT', '/chapter/update'],
      ['GET', `/chapter/find/${INTRODUCTION}`],
      ['PATCH', `/chapter/${INTRODUCTION}/update-status?status=UNPUBLISHED`],
      ['GET', `/chapter/${INTRODUCTION}/history`],
    ] as const;
    for (const [method, url] of calls) {
      const reply = await server.call({ method, url: `/api/academy${url}`, payload: method === 'POST' || method === 'PUT' ? {} : undefined });
      expect(reply.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.each([
    ['viewer', 'POST', '/chapter/save', 403],
    ['viewer', 'PUT', '/chapter/update', 403],
    ['viewer', 'PATCH', `/chapter/${INTRODUCTION}/update-status?status=UNPUBLISHED`, 403],
    ['moderator', 'POST', '/chapter/list', 403],
    ['content', 'GET', `/chapter/find/${INTRODUCTION}`, 403],
    ['viewer', 'GET', `/chapter/find/${INTRODUCTION}`, 200],
    ['viewer', 'POST', '/chapter', 200],
  ] as const)('%s → %s %s answers %i', async (account, method, url, status) => {
    const payload = method === 'POST' ? (url === '/chapter/save' ? valid : listBody(TAJWEED)) : method === 'PUT' ? { ...valid, id: MEEM_SAKINAH } : undefined;
    expect((await as(account, method, url, payload)).statusCode).toBe(status);
  });
});
