import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonContentContract, lessonsContract, uploadsContract } from '@/shared/api/contract';
import { silentMp3 } from '../db/silent-mp3';
import { ONE_PIXEL_PNG, pathOf, startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { LESSON_CONTENT_MESSAGES: M, lessonContents, lessonContent } = lessonContentContract;
const BASE = '/api/academy';

async function as(account: DemoAccount, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return server.call({ method, url: `${BASE}${url}`, payload, token: await server.tokenOf(account) });
}

async function uploaded(account: DemoAccount, category: 'AUDIO' | 'INSTRUCTOR_IMAGE', fileName: string, bytes: Buffer, type: string): Promise<string> {
  const presigned = await as(account, 'GET', `/presignedurl?fileCategory=${category}&fileName=${fileName}`);
  const { url, imageKey } = uploadsContract.presignedUrlReply.parse(presigned.json());
  const put = await server.app.inject({ method: 'PUT', url: pathOf(url), payload: bytes, headers: { 'content-type': type } });
  expect(put.statusCode).toBe(200);
  return imageKey;
}

/** A dynamic-content lesson of the seed, and one whose content is not dynamic. */
async function lessonIds() {
  const lessons = server.db.selectFrom('lessons').select(['id', 'course_id', 'part_id']).where('type', '!=', 'PRACTICE_ASSIGN').orderBy('id');
  const dynamic = await lessons.where('is_content_dynamic', '=', 1).executeTakeFirstOrThrow();
  const fixed = await lessons.where('is_content_dynamic', '=', 0).executeTakeFirstOrThrow();
  return { dynamic, fixed };
}

const theory = (lessonId: number, extra: object = {}) => ({
  lessonId,
  title: { en: 'Qalqalah', ar: 'القلقلة' },
  description: 'The echoing sound of five letters when they carry a sukoon.',
  ...extra,
});

const listOf = async (account: DemoAccount, lessonId: number) => {
  const reply = await as(account, 'GET', `/lesson-contents?lessonId=${lessonId}&pageNumber=1&pageSize=100`);
  expect(reply.statusCode).toBe(200);
  return lessonContents.calls.list.reply.parse(reply.json());
};

describe('lesson content (theory)', () => {
  it('seeds theory with playable audio for the dynamic lessons of every course, in every status', async () => {
    const courses = await server.db.selectFrom('lessons').select('course_id').distinct().where('is_content_dynamic', '=', 1).where('type', '!=', 'PRACTICE_ASSIGN').execute();
    expect(courses.length).toBeGreaterThan(0);
    const rows = await server.db.selectFrom('lesson_contents').innerJoin('lessons', 'lessons.id', 'lesson_contents.lesson_id').select(['lessons.course_id', 'lesson_contents.status']).execute();
    expect(new Set(rows.map((row) => row.course_id))).toEqual(new Set(courses.map((course) => course.course_id)));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['NEW', 'PUBLISH', 'UNPUBLISHED']));

    const { dynamic } = await lessonIds();
    const page = await listOf('viewer', dynamic.id);
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((row) => row.lessonId === dynamic.id)).toBe(true);
    const file = await server.app.inject({ method: 'GET', url: pathOf(page.content[0]!.audioPathUrl!) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('audio/mpeg');
  });

  it('adds a theory with an MP3 as NEW, reads it, edits it keeping its audio and status', async () => {
    const { dynamic } = await lessonIds();
    const audioPath = await uploaded('instructor', 'AUDIO', 'qalqalah.mp3', silentMp3(2), 'audio/mpeg');
    const created = await as('instructor', 'POST', '/lesson-content', theory(dynamic.id, { audioPath }));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ success: true, message: 'Record addedd successfully!', data: { lessonId: dynamic.id, status: 'NEW', audioPath } });
    const { id } = lessonContent.parse(created.json().data);

    const read = lessonContent.parse((await as('viewer', 'GET', `/lesson-contents/${id}`)).json());
    expect(read).toMatchObject({ id, title: { en: 'Qalqalah', ar: 'القلقلة' }, audioPath });
    expect(read.audioPathUrl).toMatch(/\/api\/storage\/files\/audio\//);

    const edited = await as('instructor', 'PATCH', `/lesson-content/${id}/`, theory(dynamic.id, { title: { en: 'Qalqalah (echo)', ar: 'القلقلة' } }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ success: true, message: 'Recored updated successfully!', data: { id, status: 'NEW', audioPath, title: { en: 'Qalqalah (echo)' } } });
    expect((await listOf('instructor', dynamic.id)).content[0]).toMatchObject({ id, title: { en: 'Qalqalah (echo)' } });

    const history = await as('admin', 'GET', `/lesson-content/${id}/history`);
    expect(history.statusCode).toBe(200);
  });

  it('publishes and unpublishes with the same PATCH and a status: the perform bit, else 403', async () => {
    const { dynamic } = await lessonIds();
    const { id } = lessonContent.parse((await as('admin', 'POST', '/lesson-content', theory(dynamic.id))).json().data);

    const refused = await as('instructor', 'PATCH', `/lesson-content/${id}/`, theory(dynamic.id, { status: 'PUBLISH' }));
    expect(refused.statusCode).toBe(403);
    expect(lessonContent.parse((await as('admin', 'GET', `/lesson-contents/${id}`)).json()).status).toBe('NEW');

    const published = await as('admin', 'PATCH', `/lesson-content/${id}/`, theory(dynamic.id, { status: 'PUBLISH' }));
    expect(published.json()).toMatchObject({ success: true, message: 'status updated successfully!', data: { status: 'PUBLISH' } });
    const unpublished = await as('admin', 'PATCH', `/lesson-content/${id}/`, theory(dynamic.id, { status: 'UNPUBLISHED' }));
    expect(unpublished.json()).toMatchObject({ message: 'status updated successfully!', data: { status: 'UNPUBLISHED' } });

    const back = await as('admin', 'PATCH', `/lesson-content/${id}/`, theory(dynamic.id, { status: 'NEW' }));
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe(M.statusChoice);
    const onCreate = await as('admin', 'POST', '/lesson-content', theory(dynamic.id, { status: 'PUBLISH' }));
    expect(onCreate.statusCode).toBe(400);
  });

  it('checks the LESSONS bits of every call', async () => {
    const { dynamic } = await lessonIds();
    const { id } = lessonContent.parse((await as('admin', 'POST', '/lesson-content', theory(dynamic.id))).json().data);
    expect((await as('viewer', 'POST', '/lesson-content', theory(dynamic.id))).statusCode).toBe(403);
    expect((await as('viewer', 'PATCH', `/lesson-content/${id}/`, theory(dynamic.id))).statusCode).toBe(403);
    expect((await as('moderator', 'GET', `/lesson-contents?lessonId=${dynamic.id}`)).statusCode).toBe(403);
    expect((await as('moderator', 'GET', `/lesson-contents/${id}`)).statusCode).toBe(403);
    expect((await as('content', 'POST', '/lesson-content', theory(dynamic.id))).statusCode).toBe(403);
    const anonymous = await server.call({ method: 'GET', url: `${BASE}/lesson-contents?lessonId=${dynamic.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input with the spec’s words and 4xx, never 500', async () => {
    const { dynamic, fixed } = await lessonIds();
    const expectRefusal = async (payload: object, status: number, message?: string) => {
      const reply = await as('admin', 'POST', '/lesson-content', payload);
      expect(reply.statusCode).toBe(status);
      if (message) expect(JSON.stringify(reply.json())).toContain(message);
    };
    await expectRefusal(theory(dynamic.id, { title: { en: '', ar: 'القلقلة' } }), 400, 'Please enter valid english title');
    await expectRefusal(theory(dynamic.id, { title: { en: 'Qalqalah', ar: '   ' } }), 400, 'Please enter valid Arabic title');
    await expectRefusal(theory(dynamic.id, { title: { en: 'x'.repeat(81), ar: 'ق' } }), 400, 'Maximum 80 characters allowed');
    await expectRefusal(theory(dynamic.id, { description: '' }), 400, 'Please enter a description');
    await expectRefusal(theory(dynamic.id, { description: 'd'.repeat(151) }), 400, M.descriptionTooLong);
    await expectRefusal({ title: { en: 'a', ar: 'b' }, description: 'c' }, 400, M.lesson);
    await expectRefusal(theory(999_999), 404, M.lessonNotFound);
    await expectRefusal(theory(fixed.id), 400, M.notDynamic);
    await expectRefusal(theory(dynamic.id, { title: 'Qalqalah' }), 400);
    await expectRefusal(theory(dynamic.id, { audioPath: 42 }), 400);

    expect((await as('admin', 'GET', '/lesson-contents')).statusCode).toBe(400);
    expect((await as('admin', 'GET', '/lesson-contents?lessonId=abc')).statusCode).toBe(400);
    expect((await as('admin', 'GET', '/lesson-contents?lessonId=999999')).statusCode).toBe(404);
    expect((await as('admin', 'GET', '/lesson-contents/999999')).statusCode).toBe(404);
    expect((await as('admin', 'GET', '/lesson-contents/abc')).statusCode).toBe(400);
    expect((await as('admin', 'PATCH', '/lesson-content/999999/', theory(dynamic.id))).statusCode).toBe(404);
    const broken = await server.call({
      method: 'POST',
      url: `${BASE}/lesson-content`,
      payload: '{"lessonId": ',
      headers: { 'content-type': 'application/json' },
      token: await server.tokenOf('admin'),
    });
    expect(broken.statusCode).toBe(400);
  });

  it('takes only a stored MP3 of at most 2 MB', async () => {
    const { dynamic } = await lessonIds();
    const image = await uploaded('admin', 'INSTRUCTOR_IMAGE', 'face.png', ONE_PIXEL_PNG, 'image/png');
    const wrongType = await as('admin', 'POST', '/lesson-content', theory(dynamic.id, { audioPath: image }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('Only mp3 files are allowed!');

    // 140 s of MP3 is about 2.3 MB: the AUDIO category takes it (5 MB), the theory does not.
    const large = await uploaded('admin', 'AUDIO', 'long.mp3', silentMp3(140), 'audio/mpeg');
    const tooLarge = await as('admin', 'POST', '/lesson-content', theory(dynamic.id, { audioPath: large }));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('File must smaller than 2MB!');

    const invented = await as('admin', 'POST', '/lesson-content', theory(dynamic.id, { audioPath: 'audio/made-up' }));
    expect(invented.statusCode).toBe(400);
    expect(invented.json().message).toBe(M.audioNotUploaded);

    const { id } = lessonContent.parse((await as('admin', 'POST', '/lesson-content', theory(dynamic.id))).json().data);
    const editedToLarge = await as('admin', 'PATCH', `/lesson-content/${id}/`, theory(dynamic.id, { audioPath: large }));
    expect(editedToLarge.statusCode).toBe(400);
    expect(editedToLarge.json().message).toBe('File must smaller than 2MB!');
  });

  it('stores text that looks like markup as text, and answers it unchanged', async () => {
    const { dynamic } = await lessonIds();
    const script = '<script>alert(1)</script>';
    const created = await as('admin', 'POST', '/lesson-content', theory(dynamic.id, { title: { en: script, ar: '<img src=x onerror=alert(1)>' }, description: `${script} & more` }));
    expect(created.statusCode).toBe(200);
    const { id } = lessonContent.parse(created.json().data);
    const read = lessonContent.parse((await as('admin', 'GET', `/lesson-contents/${id}`)).json());
    expect(read.title).toEqual({ en: script, ar: '<img src=x onerror=alert(1)>' });
    expect(read.description).toBe(`${script} & more`);
  });

  it('finds the theory of a removed lesson gone with it', async () => {
    const { dynamic } = await lessonIds();
    const { id } = lessonContent.parse((await as('admin', 'POST', '/lesson-content', theory(dynamic.id))).json().data);
    await server.db.deleteFrom('lessons').where('id', '=', dynamic.id).execute();
    expect((await as('admin', 'GET', `/lesson-contents/${id}`)).statusCode).toBe(404);
  });
});

describe('lesson names narrowed to a part', () => {
  it('lists only the chosen part’s dynamic lessons', async () => {
    const withPart = await server.db
      .selectFrom('lessons')
      .select(['course_id', 'part_id'])
      .where('part_id', 'is not', null)
      .where('is_content_dynamic', '=', 1)
      .where('type', '!=', 'PRACTICE_ASSIGN')
      .executeTakeFirstOrThrow();
    const all = await as('instructor', 'GET', `/course-content/lesson/name-summary?courseId=${withPart.course_id}&isContentDynamic=true&pageNumber=1&pageSize=100`);
    const narrowed = await as('instructor', 'GET', `/course-content/lesson/name-summary?courseId=${withPart.course_id}&partId=${withPart.part_id}&isContentDynamic=true&pageNumber=1&pageSize=100`);
    expect(narrowed.statusCode).toBe(200);
    const names = lessonsContract.lessonNames.reply.parse(narrowed.json());
    const expected = await server.db
      .selectFrom('lessons')
      .select('id')
      .where('part_id', '=', withPart.part_id)
      .where('is_content_dynamic', '=', 1)
      .where('type', '!=', 'PRACTICE_ASSIGN')
      .execute();
    expect(names.map((lesson) => lesson.id).sort()).toEqual(expected.map((lesson) => lesson.id).sort());
    expect(lessonsContract.lessonNames.reply.parse(all.json()).length).toBeGreaterThanOrEqual(names.length);
  });
});
