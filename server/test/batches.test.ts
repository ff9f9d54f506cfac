import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchesContract, uploadsContract } from '@/shared/api/contract';
import { pathOf, startTestServer, type DemoAccount, type TestServer } from './harness';
import { pngDeclaring } from './pictures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { BATCH_MESSAGES: M, batches } = batchesContract;

type Method = 'GET' | 'POST' | 'PATCH';
async function as(account: DemoAccount, method: Method, url: string, payload?: unknown) {
  return server.call({ method, url: `/api/academy${url}`, payload: payload as object, token: await server.tokenOf(account) });
}
const listBody = (courseId: number, extra: object = {}) => ({ courseId, descending: true, pageNumber: 1, pageSize: 10, sortProperties: [], ...extra });

/** A PNG whose header says `width` × `height`, padded to `bytes` (the header is all an image's size is read from). */
const png = (width: number, height: number, bytes = 0) => pngDeclaring(width, height, bytes);

async function upload(bytes: Buffer, category: uploadsContract.FileCategory = 'LESSON_IMAGE_PRIVATE'): Promise<string> {
  const presigned = await as('instructor', 'GET', `/presignedurl?fileCategory=${category}&fileName=task.png`);
  const { url, imageKey } = uploadsContract.presignedUrlReply.parse(presigned.json());
  const put = await server.app.inject({ method: 'PUT', url: pathOf(url), payload: bytes, headers: { 'content-type': 'image/png' } });
  expect(put.statusCode).toBe(200);
  return imageKey;
}

/** The seeded courses with their batches and lessons, as the seed found them. */
async function courseWithBatches() {
  const course = await server.db.selectFrom('courses').select('id').orderBy('id').executeTakeFirstOrThrow();
  const running = await server.db.selectFrom('batches').selectAll().where('course_id', '=', course.id).where('status', '=', 'RUNNING').executeTakeFirstOrThrow();
  const lessons = await server.db.selectFrom('lessons').select(['id', 'type']).where('course_id', '=', course.id).where('type', '!=', 'PRACTICE_ASSIGN').orderBy('id').execute();
  const ofType = (type: string) => lessons.find((lesson) => lesson.type === type)!.id;
  return { courseId: course.id, batchId: running.id, video: ofType('VIDEO_LEC'), live: ofType('LIVE_SESSION'), assignment: ofType('ASSIGNMENT') };
}

const entries = (ids: { video: number; live: number; assignment: number }, images: string[] = []) => [
  { lessonId: ids.video, lessonType: 'VIDEO_LEC', content: 'vid-noon-sakinah', durationHours: 1, durationMinutes: 5 },
  { lessonId: ids.live, lessonType: 'LIVE_SESSION', content: { link: 'https://example.com/live/new', linkType: 'LIVE', startDate: '2026-12-01T15:30:00', durationInMinutes: 60 } },
  {
    lessonId: ids.assignment,
    lessonType: 'ASSIGNMENT',
    assignmentNumber: 3,
    content: images.length ? { contentType: 'IMAGE', value: '', images, type: ['IMAGE'] } : { contentType: 'TEXT', value: 'Recite Al-Fatiha.', images: [], type: ['AUDIO'] },
  },
];

describe('batches', () => {
  it('seeds a running and a finished batch for every course, with contents of all three types', async () => {
    const courses = await server.db.selectFrom('courses').select('id').execute();
    for (const course of courses) {
      const rows = await server.db.selectFrom('batches').select(['id', 'status']).where('course_id', '=', course.id).execute();
      expect(rows.map((row) => row.status).sort()).toEqual(['FINISHED', 'RUNNING']);
    }
    const { batchId } = await courseWithBatches();
    const content = batches.record.parse((await as('viewer', 'GET', `/batch/${batchId}/get-content`)).json());
    expect(new Set(content.lessonContents.map((entry) => entry.lessonType))).toEqual(new Set(['VIDEO_LEC', 'LIVE_SESSION', 'ASSIGNMENT']));
  });

  it("lists a course's batches newest first, ten to a page, with the spec's paging", async () => {
    const { courseId } = await courseWithBatches();
    const reply = await as('viewer', 'POST', '/batch/list-active', listBody(courseId));
    expect(reply.statusCode).toBe(200);
    const page = reply.json();
    expect(page).toMatchObject({ totalRecords: 2, pageNumber: 1, totalPages: 1 });
    expect(page.content.map((row: { status: string }) => row.status)).toEqual(['RUNNING', 'FINISHED']);
    expect(Object.keys(page.content[0]).sort()).toEqual(['courseId', 'id', 'noOfStudents', 'startedAt', 'status']);
  });

  it('refuses a list without a course (400) and answers 404 for an unknown one', async () => {
    expect((await as('viewer', 'POST', '/batch/list-active', { pageNumber: 1, pageSize: 10 })).statusCode).toBe(400);
    const unknown = await as('viewer', 'POST', '/batch/list-active', listBody(9999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.courseNotFound);
  });

  it('saves the whole list of contents, answers it, and keeps it in the history', async () => {
    const ids = await courseWithBatches();
    const saved = await as('instructor', 'PATCH', `/batch/content/${ids.batchId}`, { id: ids.batchId, lessonContents: entries(ids) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: M.updated });
    const content = batches.record.parse((await as('instructor', 'GET', `/batch/${ids.batchId}/get-content`)).json());
    expect(content.lessonContents).toHaveLength(3);
    expect(content.lessonContents[1]).toMatchObject({ lessonType: 'LIVE_SESSION', content: { startDateText: '03:30 PM UTC', linkType: 'LIVE' } });
    expect(content.courseLessons.some((lesson) => lesson.id === ids.video && lesson.type === 'VIDEO_LEC')).toBe(true);
    const history = (await as('instructor', 'GET', `/batch/${ids.batchId}/history`)).json();
    expect(history.content[0].changes.map((change: { field: string }) => change.field)).toContain('lessonContents');
  });

  it('needs the list, view and edit bits (403), and a session (401)', async () => {
    const ids = await courseWithBatches();
    const body = { id: ids.batchId, lessonContents: entries(ids) };
    expect((await as('viewer', 'PATCH', `/batch/content/${ids.batchId}`, body)).statusCode).toBe(403);
    expect((await as('content', 'POST', '/batch/list-active', listBody(ids.courseId))).statusCode).toBe(403);
    expect((await as('content', 'GET', `/batch/${ids.batchId}/get-content`)).statusCode).toBe(403);
    expect((await as('viewer', 'POST', '/batch', { courseId: ids.courseId })).statusCode).toBe(403);
    expect((await server.call({ method: 'PATCH', url: `/api/academy/batch/content/${ids.batchId}`, payload: body })).statusCode).toBe(401);
  });

  it('refuses a lesson of another course, a wrong type and a lesson named twice (400, with the field)', async () => {
    const ids = await courseWithBatches();
    const other = await server.db.selectFrom('lessons').select('id').where('course_id', '!=', ids.courseId).where('type', '=', 'VIDEO_LEC').executeTakeFirstOrThrow();
    const [video, live, assignment] = entries(ids);
    const foreign = await as('instructor', 'PATCH', `/batch/content/${ids.batchId}`, { id: ids.batchId, lessonContents: [{ ...video, lessonId: other.id }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: M.notCourseLesson, fields: { 'lessonContents.0.lessonId': M.notCourseLesson } });
    const wrongType = await as('instructor', 'PATCH', `/batch/content/${ids.batchId}`, { id: ids.batchId, lessonContents: [{ ...video, lessonId: ids.live }] });
    expect(wrongType.json().fields).toEqual({ 'lessonContents.0.lessonType': M.typeMismatch });
    const twice = await as('instructor', 'PATCH', `/batch/content/${ids.batchId}`, { id: ids.batchId, lessonContents: [live, assignment, live] });
    expect(twice.json().fields).toEqual({ 'lessonContents.2.lessonId': M.repeatedLesson });
    const unknownVideo = await as('instructor', 'PATCH', `/batch/content/${ids.batchId}`, { id: ids.batchId, lessonContents: [{ ...video, content: 'no-such-video' }] });
    expect(unknownVideo.json().fields).toEqual({ 'lessonContents.0.content': M.unknownVideo });
  });

  it("answers bad shapes with 400 and the spec's words, never 500", async () => {
    const ids = await courseWithBatches();
    const save = (lessonContents: unknown, id: unknown = ids.batchId) => as('instructor', 'PATCH', `/batch/content/${ids.batchId}`, { id, lessonContents });
    const cases: [unknown, string][] = [
      [[{ lessonType: 'VIDEO_LEC', content: 'vid-noon-sakinah', durationHours: 1, durationMinutes: 5 }], M.lesson],
      [[{ lessonId: ids.video, content: 'x' }], M.lessonType],
      [[{ lessonId: ids.video, lessonType: 'PRACTICE_ASSIGN' }], M.lessonType],
      [[{ lessonId: ids.video, lessonType: 'VIDEO_LEC', content: 'vid-noon-sakinah', durationMinutes: 5 }], M.durationHours],
      [[{ lessonId: ids.video, lessonType: 'VIDEO_LEC', content: 'vid-noon-sakinah', durationHours: 1, durationMinutes: 75 }], M.durationMinutes],
      [[{ lessonId: ids.live, lessonType: 'LIVE_SESSION', content: { link: 'javascript:alert(1)', linkType: 'LIVE', startDate: '2026-12-01T15:30:00', durationInMinutes: 60 } }], M.link],
      [[{ lessonId: ids.live, lessonType: 'LIVE_SESSION', content: { link: 'https://example.com', linkType: 'SOON', startDate: '2026-12-01T15:30:00', durationInMinutes: 60 } }], M.linkType],
      [[{ lessonId: ids.live, lessonType: 'LIVE_SESSION', content: { link: 'https://example.com', linkType: 'LIVE', startDate: 'tomorrow', durationInMinutes: 60 } }], M.startDate],
      [[{ lessonId: ids.live, lessonType: 'LIVE_SESSION', content: { link: 'https://example.com', linkType: 'LIVE', startDate: '2026-12-01T15:30:00', durationInMinutes: 0 } }], M.liveDuration],
      [[{ lessonId: ids.assignment, lessonType: 'ASSIGNMENT', content: { contentType: 'TEXT', value: 'x', type: ['AUDIO'] } }], M.assignmentNumber],
      [[{ lessonId: ids.assignment, lessonType: 'ASSIGNMENT', assignmentNumber: 1, content: { contentType: 'VIDEO', value: 'x', type: ['AUDIO'] } }], M.contentType],
      [[{ lessonId: ids.assignment, lessonType: 'ASSIGNMENT', assignmentNumber: 1, content: { contentType: 'TEXT', value: '', type: ['AUDIO'] } }], M.value],
      [[{ lessonId: ids.assignment, lessonType: 'ASSIGNMENT', assignmentNumber: 1, content: { contentType: 'IMAGE', images: [], type: ['AUDIO'] } }], M.images],
      [[{ lessonId: ids.assignment, lessonType: 'ASSIGNMENT', assignmentNumber: 1, content: { contentType: 'TEXT', value: 'x', type: [] } }], M.type],
      ['not a list', ''],
      [[null], ''],
    ];
    for (const [lessonContents, message] of cases) {
      const reply = await save(lessonContents);
      expect(reply.statusCode, JSON.stringify(lessonContents)).toBe(400);
      if (message) expect(Object.values(reply.json().fields ?? {}), JSON.stringify(lessonContents)).toContain(message);
    }
    expect((await save([], ids.batchId + 1)).json().message).toBe(M.idMismatch);
    const tooMany = Array.from({ length: 301 }, () => entries(ids)[0]);
    expect((await save(tooMany)).json().message).toBe(M.tooMany);
    expect((await as('instructor', 'PATCH', '/batch/content/99999', { id: 99999, lessonContents: [] })).statusCode).toBe(404);
    expect((await as('instructor', 'PATCH', '/batch/content/abc', { id: 1, lessonContents: [] })).statusCode).toBe(400);
    expect((await as('instructor', 'GET', '/batch/0/get-content')).statusCode).toBe(400);
    const text = (await as('instructor', 'PATCH', `/batch/content/${ids.batchId}`, 'not json')).statusCode;
    expect(text >= 400 && text < 500).toBe(true);
  });

  it('keeps images to the signed uploads and the image rules: under 1 MB, 50–1500 px wide, 20–1200 px high', async () => {
    const ids = await courseWithBatches();
    const save = (key: string) => as('instructor', 'PATCH', `/batch/content/${ids.batchId}`, { id: ids.batchId, lessonContents: entries(ids, [key]) });
    const field = 'lessonContents.2.content.images';
    expect((await save(await upload(png(1600, 100)))).json().fields).toEqual({ [field]: M.imageWidth });
    expect((await save(await upload(png(40, 100)))).json().fields).toEqual({ [field]: M.imageWidth });
    expect((await save(await upload(png(200, 1300)))).json().fields).toEqual({ [field]: M.imageHeight });
    expect((await save(await upload(png(200, 10)))).json().fields).toEqual({ [field]: M.imageHeight });
    const large = await save(await upload(png(200, 200, 1024 * 1024 + 10)));
    expect(large.statusCode).toBe(400);
    expect(large.json().fields).toEqual({ [field]: M.imageTooLarge });
    expect((await save(await upload(png(200, 200), 'LESSON_IMAGE'))).json().fields).toEqual({ [field]: M.imageNotUploaded });
    expect((await save('LESSON_IMAGE_PRIVATE/never-uploaded.png')).json().fields).toEqual({ [field]: M.imageNotUploaded });
    expect((await save('../../../etc/passwd')).json().fields).toEqual({ [field]: M.imageNotUploaded });

    const good = await upload(png(1500, 1200, 1024 * 1024));
    const saved = await save(good);
    expect(saved.statusCode).toBe(200);
    const content = batches.record.parse((await as('instructor', 'GET', `/batch/${ids.batchId}/get-content`)).json());
    const assignment = content.lessonContents[2];
    expect(assignment?.lessonType === 'ASSIGNMENT' && assignment.content.imageUrls).toHaveLength(1);
    // Saved again as it is, the stored image is not read again.
    expect((await save(good)).statusCode).toBe(200);
    // The history tells images by their keys, not by their signed links, which change with every reading.
    const history = (await as('instructor', 'GET', `/batch/${ids.batchId}/history`)).json();
    expect(JSON.stringify(history)).toContain(good);
    expect(JSON.stringify(history)).not.toContain('imageUrls');
  });

  it('starts a new batch of a course from its latest contents (POST batch, the add bit)', async () => {
    const ids = await courseWithBatches();
    const started = await as('instructor', 'POST', '/batch', { courseId: ids.courseId });
    expect(started.statusCode).toBe(200);
    const { data } = batchesContract.startBatch.reply.parse(started.json());
    expect(data).toMatchObject({ courseId: ids.courseId, status: 'RUNNING', noOfStudents: 0 });
    const before = batches.record.parse((await as('instructor', 'GET', `/batch/${ids.batchId}/get-content`)).json());
    const after = batches.record.parse((await as('instructor', 'GET', `/batch/${data.id}/get-content`)).json());
    expect(after.lessonContents).toEqual(before.lessonContents);
    const page = (await as('instructor', 'POST', '/batch/list-active', listBody(ids.courseId))).json();
    expect(page.content[0].id).toBe(data.id);
    expect((await as('instructor', 'POST', '/batch', { courseId: 99999 })).statusCode).toBe(400);
    expect((await as('instructor', 'POST', '/batch', { courseId: 'one' })).statusCode).toBe(400);
  });
});
