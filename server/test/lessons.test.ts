import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesContract, lessonsContract, uploadsContract } from '@/shared/api/contract';
import { ONE_PIXEL_PNG, pathOf, startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { LESSON_MESSAGES: M } = lessonsContract;
const TAJWEED = 1; // MASTERCLASS with parts and sub-parts
const CIRCLE = 2; // MASTERCLASS with parts and sub-parts, made a course without parts below
const ARABIC = 3; // MASTERCLASS with parts only
const ALPHABET = 4; // BASIC with parts only
const THROAT = 1; // sub-part of Tajweed's first part
const POINTS = 1; // Tajweed's first part, holding sub-parts 1 and 2
const MADD = 3; // Tajweed's third part, without sub-parts
const NOUNS = 6; // a part of Quranic Arabic
const ALIF = 8; // the Alphabet's first part

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function as(account: DemoAccount, method: Method, url: string, payload?: unknown) {
  return server.call({ method, url: `/api/academy${url}`, payload: payload as object, token: await server.tokenOf(account) });
}

async function uploadImage(category: uploadsContract.FileCategory): Promise<string> {
  const presigned = await as('admin', 'GET', `/presignedurl?fileCategory=${category}&fileName=lesson.png`);
  const { url, imageKey } = uploadsContract.presignedUrlReply.parse(presigned.json());
  const put = await server.app.inject({ method: 'PUT', url: pathOf(url), payload: ONE_PIXEL_PNG, headers: { 'content-type': 'image/png' } });
  expect(put.statusCode).toBe(200);
  return imageKey;
}

const attribute = (title: string, interactionType: 'OPEN_ENDED' | 'OBJECTIVE') => ({
  title,
  appearanceTimeMins: 2,
  appearanceTimeSeconds: 15,
  containsUserInput: true,
  interactionType,
  value: 'What did you notice?',
  questions: interactionType === 'OBJECTIVE' ? [{ questionText: 'Which is a throat letter?', options: [{ optionText: 'ع', isCorrect: true }, { optionText: 'ب', isCorrect: false }] }] : [],
});
const video = (extra: object = {}) => ({
  type: 'VIDEO_LEC',
  name: 'Listening closely',
  titleAr: 'الاستماع',
  isContentDynamic: 'false',
  content: 'vid-makharij-throat',
  durationHrs: 0,
  durationMins: 12,
  attributes: [attribute('Pause', 'OPEN_ENDED'), attribute('Check', 'OBJECTIVE')],
  ...extra,
});
const live = (extra: object = {}) => ({
  type: 'LIVE_SESSION',
  name: 'Ask the teacher',
  titleAr: 'اسأل المعلم',
  isContentDynamic: 'false',
  content: 'https://example.com/live/ask',
  linkType: 'PENDING',
  durationInMinutes: 30,
  startDateText: '11:00 AM UTC',
  startDate: '2026-12-01T11:00:00',
  attributes: [],
  ...extra,
});
const assignment = (extra: object = {}) => ({
  type: 'ASSIGNMENT',
  name: 'Recite the throat letters',
  titleAr: 'اقرأ حروف الحلق',
  isContentDynamic: 'true',
  number: 7,
  assignment: { contentType: 'TEXT', value: 'Recite each letter three times.', images: [], type: ['AUDIO'] },
  attributes: [],
  ...extra,
});
const groups = (...lessons: object[]) => ({ lessonGroups: [{ lessons }] });

/**
 * Every demo course has parts; the circle's staff take them away (as the course form allows), which
 * drops their lessons, and write three lessons on the course itself.
 */
beforeAll(async () => {
  const circle = coursesContract.course.parse((await as('admin', 'GET', `/course/${CIRCLE}`)).json());
  const withoutParts = { ...circle, contentInfo: { ...circle.contentInfo, containParts: false, containSubParts: false }, parts: [] };
  expect((await as('admin', 'PUT', `/course/${CIRCLE}`, withoutParts)).statusCode).toBe(200);
  const plain = await as('admin', 'POST', '/course-content', { courseId: CIRCLE, lessonGroups: [{ lessons: [video(), assignment()] }, { lessons: [live()] }] });
  expect(plain.statusCode, plain.body).toBe(200);
});

const list = async (query: string, account: DemoAccount = 'viewer') => {
  const reply = await as(account, 'GET', `/course-content/lesson/list?${query}`);
  expect(reply.statusCode).toBe(200);
  return lessonsContract.listLessons.reply.parse(reply.json());
};
const subPart = async (id: number, courseId = TAJWEED) =>
  lessonsContract.findSubPart.reply.parse((await as('viewer', 'GET', `/course-content/sub-part/${id}?courseId=${courseId}`)).json());

describe('lessons: reading', () => {
  it("lists a sub-part's seeded lessons of all three types, in group order", async () => {
    const rows = await list(`courseId=${TAJWEED}&partId=${POINTS}&subPartId=${THROAT}`);
    expect(rows.map((row) => [row.type, row.groupNumber, row.position])).toEqual([
      ['VIDEO_LEC', 1, 0],
      ['ASSIGNMENT', 1, 1],
      ['LIVE_SESSION', 2, 0],
    ]);
    expect(rows[0]).toMatchObject({ videoTitle: 'Tajweed Basics: Introduction', attributeCount: 2, chapterId: null, title: { ar: 'الدرس المرئي 1' } });
  });

  it('lists lessons of a part, of a course without parts, and of a BASIC course without attributes', async () => {
    expect((await list(`courseId=${ARABIC}&partId=${NOUNS}`)).map((row) => row.type)).toEqual(['VIDEO_LEC', 'ASSIGNMENT', 'LIVE_SESSION']);
    expect(await list(`courseId=${CIRCLE}`)).toHaveLength(3);
    const basic = await list(`courseId=${ALPHABET}&partId=${ALIF}`);
    expect(basic.map((row) => row.attributeCount)).toEqual([0, 0, 0]);
  });

  it('reads one lesson with its type fields and attributes', async () => {
    const rows = await list(`courseId=${TAJWEED}&partId=${POINTS}&subPartId=${THROAT}`);
    const reply = await as('viewer', 'GET', `/course-content/lesson/${rows[0]!.id}`);
    const lesson = lessonsContract.lesson.parse(reply.json());
    expect(lesson).toMatchObject({ type: 'VIDEO_LEC', duration: '0h 20m', sectionId: THROAT, partId: POINTS });
    expect(lesson.attributes[0]).toMatchObject({ appearanceTime: '4m 30s', interactionType: 'OPEN_ENDED' });
    expect(lesson.attributes[1]!.questions[0]!.options).toHaveLength(3);
  });

  it('names parts, sub-parts and lessons for pickers', async () => {
    const parts = (await as('instructor', 'GET', `/course-content/part/name-summary?courseId=${TAJWEED}`)).json();
    expect(parts.map((part: { name: string }) => part.name)).toEqual(['Points of Articulation', 'Noon and Meem Sakinah', 'Madd']);
    const subParts = (await as('instructor', 'GET', `/course-content/sub-part/name-summary?courseId=${TAJWEED}&partId=${POINTS}`)).json();
    expect(subParts).toEqual([
      { id: 1, name: 'The Throat' },
      { id: 2, name: 'The Tongue' },
    ]);
    const dynamic = lessonsContract.lessonNames.reply.parse(
      (await as('instructor', 'GET', `/course-content/lesson/name-summary?courseId=${TAJWEED}&isContentDynamic=true`)).json(),
    );
    expect(dynamic.length).toBeGreaterThan(0);
    expect(dynamic.every((lesson) => lesson.name.endsWith('recite and send'))).toBe(true);
  });

  it('answers 404 for a sub-part or part of another course, and for an unknown lesson', async () => {
    expect((await as('viewer', 'GET', `/course-content/lesson/list?courseId=${ARABIC}&subPartId=${THROAT}`)).statusCode).toBe(404);
    expect((await as('viewer', 'GET', `/course-content/lesson/list?courseId=${CIRCLE}&partId=${POINTS}`)).statusCode).toBe(404);
    expect((await as('viewer', 'GET', '/course-content/lesson/list?courseId=999')).json().message).toBe(M.courseNotFound);
    expect((await as('viewer', 'GET', '/course-content/lesson/99999')).statusCode).toBe(404);
    expect((await as('viewer', 'GET', `/course-content/sub-part/${THROAT}?courseId=${CIRCLE}`)).statusCode).toBe(404);
  });

  it('refuses a list without a course, and without a session', async () => {
    const missing = await as('viewer', 'GET', '/course-content/lesson/list');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.course);
    const anonymous = await server.call({ method: 'GET', url: `/api/academy/course-content/lesson/list?courseId=${TAJWEED}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('lessons: an instructor writes a sub-part lesson group', () => {
  it('adds one lesson of each type with two attributes, and reads them back as written', async () => {
    const before = await subPart(2);
    const reply = await as('instructor', 'POST', `/course-content/sub-part/2/lesson?courseId=${TAJWEED}`, groups(video(), live(), assignment()));
    expect(reply.statusCode).toBe(200);
    const { lessonIds, message } = lessonsContract.saveReply.parse(reply.json());
    expect(message).toBe(M.added);
    expect(lessonIds).toHaveLength(3);

    const after = await subPart(2);
    expect(after.lessonGroup).toHaveLength(before.lessonGroup.length + 1);
    const added = after.lessonGroup.at(-1)!;
    expect(added.groupNumber).toBe(3);
    expect(added.lessons.map((lesson) => [lesson.type, lesson.status])).toEqual([
      ['VIDEO_LEC', 'NEW'],
      ['LIVE_SESSION', 'NEW'],
      ['ASSIGNMENT', 'NEW'],
    ]);
    const [written, session, task] = added.lessons;
    expect(written).toMatchObject({ name: 'Listening closely', videoTitle: 'Makharij: The Throat Letters', durationMins: 12 });
    expect(written!.attributes.map((item) => [item.title, item.appearanceTime, item.interactionType])).toEqual([
      ['Pause', '2m 15s', 'OPEN_ENDED'],
      ['Check', '2m 15s', 'OBJECTIVE'],
    ]);
    expect(written!.attributes[0]!.questions).toEqual([]);
    expect(session).toMatchObject({ linkType: 'PENDING', startDate: '2026-12-01T11:00:00', startDateText: '11:00 AM UTC', durationInMinutes: 30 });
    expect(task).toMatchObject({ number: 7, assignment: { contentType: 'TEXT', type: ['AUDIO'] }, isContentDynamic: 'true' });
  });

  it('replaces the tree: reorders, edits, adds; but removing needs the delete bit', async () => {
    const tree = await subPart(2);
    const [first, ...rest] = tree.lessonGroup;
    // Edit: the first group's lessons swap places and the video is renamed.
    const swapped = [first!.lessons[1]!, { ...first!.lessons[0]!, name: 'Renamed' }];
    const body = { lessonGroups: [{ lessons: swapped }, ...rest.map((group) => ({ lessons: group.lessons }))] };
    const ok = await as('instructor', 'PUT', `/course-content/sub-part/2?courseId=${TAJWEED}`, body);
    expect(ok.statusCode).toBe(200);
    const reread = await subPart(2);
    expect(reread.lessonGroup[0]!.lessons.map((lesson) => lesson.id)).toEqual([first!.lessons[1]!.id, first!.lessons[0]!.id]);
    expect(reread.lessonGroup[0]!.lessons[1]!.name).toBe('Renamed');

    const dropped = { lessonGroups: body.lessonGroups.slice(1) };
    expect((await as('instructor', 'PUT', `/course-content/sub-part/2?courseId=${TAJWEED}`, dropped)).statusCode).toBe(403);
    expect((await subPart(2)).lessonGroup).toHaveLength(reread.lessonGroup.length);
  });

  it("refuses a lesson of another sub-part in the tree, or the same lesson twice", async () => {
    const other = (await subPart(THROAT)).lessonGroup[0]!.lessons[0]!;
    const tree = await subPart(2);
    const body = { lessonGroups: [...tree.lessonGroup.map((group) => ({ lessons: group.lessons })), { lessons: [other] }] };
    const reply = await as('admin', 'PUT', `/course-content/sub-part/2?courseId=${TAJWEED}`, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(M.notInScope);
    const twice = { lessonGroups: [...tree.lessonGroup.map((group) => ({ lessons: group.lessons })), { lessons: [tree.lessonGroup[0]!.lessons[0]] }] };
    expect((await as('admin', 'PUT', `/course-content/sub-part/2?courseId=${TAJWEED}`, twice)).statusCode).toBe(400);
  });

  it('lets an administrator remove lessons by leaving them out', async () => {
    const tree = await subPart(4);
    const reply = await as('admin', 'PUT', `/course-content/sub-part/4?courseId=${TAJWEED}`, { lessonGroups: [{ lessons: tree.lessonGroup[0]!.lessons }] });
    expect(reply.statusCode).toBe(200);
    expect((await subPart(4)).lessonGroup).toHaveLength(1);
  });
});

describe('lessons: course and part lessons', () => {
  it('adds a group to a part, and edits one lesson moving it to another group', async () => {
    const reply = await as('instructor', 'POST', '/course-content', { courseId: ARABIC, partId: NOUNS, ...groups(live()) });
    expect(reply.statusCode).toBe(200);
    const [id] = lessonsContract.saveReply.parse(reply.json()).lessonIds;
    const moved = await as('instructor', 'PUT', `/course-content/lesson/${id}?courseId=${ARABIC}`, { ...live({ name: 'Moved' }), groupNumber: 1 });
    expect(moved.statusCode).toBe(200);
    const rows = await list(`courseId=${ARABIC}&partId=${NOUNS}`);
    expect(rows.filter((row) => row.groupNumber === 1).map((row) => row.name).at(-1)).toBe('Moved');
  });

  it('adds lessons to a part without sub-parts of a course with sub-parts, but not to a part that has them', async () => {
    expect((await as('admin', 'POST', '/course-content', { courseId: TAJWEED, partId: MADD, ...groups(live()) })).statusCode).toBe(200);
    const refused = await as('admin', 'POST', '/course-content', { courseId: TAJWEED, partId: POINTS, ...groups(live()) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.subPartRequired);
    expect((await as('admin', 'POST', '/course-content', { courseId: TAJWEED, ...groups(live()) })).json().message).toBe(M.partRequired);
    expect((await as('admin', 'POST', '/course-content', { courseId: CIRCLE, partId: NOUNS, ...groups(live()) })).statusCode).toBe(404);
  });

  it('answers 404 when the lesson is not of the course named in the query', async () => {
    const [row] = await list(`courseId=${CIRCLE}`);
    expect((await as('admin', 'PUT', `/course-content/lesson/${row!.id}?courseId=${ARABIC}`, video())).statusCode).toBe(404);
  });

  it('keeps attributes off BASIC courses', async () => {
    const reply = await as('admin', 'POST', '/course-content', { courseId: ALPHABET, partId: ALIF, ...groups(video()) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields['lessonGroups.0.lessons.0.attributes']).toBe(M.basicNoAttributes);
    expect((await as('admin', 'POST', '/course-content', { courseId: ALPHABET, partId: ALIF, ...groups(video({ attributes: [] })) })).statusCode).toBe(200);
  });
});

describe('lessons: form rules', () => {
  const post = (lesson: object) => as('admin', 'POST', `/course-content/sub-part/${THROAT}/lesson?courseId=${TAJWEED}`, groups(lesson));
  const fieldOf = async (lesson: object, field: string) => {
    const reply = await post(lesson);
    expect(reply.statusCode).toBe(400);
    return reply.json().fields[`lessonGroups.0.lessons.0.${field}`];
  };

  it.each([
    ['video title', video({ content: '' }), 'content', M.videoTitle],
    ['duration hours', video({ durationHrs: undefined }), 'durationHrs', M.durationHrs],
    ['duration minutes', video({ durationMins: 75 }), 'durationMins', M.durationMins],
    ['live URL', live({ content: 'not a link' }), 'content', M.liveUrl],
    ['link type', live({ linkType: 'OFF' }), 'linkType', M.linkType],
    ['live duration', live({ durationInMinutes: 0 }), 'durationInMinutes', M.liveDuration],
    ['start date text', live({ startDateText: ' ' }), 'startDateText', M.startDateText],
    ['start date', live({ startDate: '2026-12-01' }), 'startDate', M.startDate],
    ['assignment number', assignment({ number: undefined }), 'number', M.assignmentNumber],
    ['assignment content', assignment({ assignment: { value: 'x', type: ['TEXT'] } }), 'assignment.contentType', M.assignmentContent],
    ['assignment types', assignment({ assignment: { contentType: 'TEXT', value: 'x', type: [] } }), 'assignment.type', M.assignmentTypes],
    ['assignment text', assignment({ assignment: { contentType: 'TEXT', value: '', type: ['TEXT'] } }), 'assignment.value', M.assignmentText],
    ['attribute title', video({ attributes: [{ ...attribute('', 'OPEN_ENDED') }] }), 'attributes.0.title', M.attributeTitle],
    ['interaction type', video({ attributes: [{ ...attribute('A', 'OPEN_ENDED'), interactionType: undefined }] }), 'attributes.0.interactionType', M.interactionType],
    ['answer type', video({ attributes: [{ ...attribute('A', 'OPEN_ENDED'), containsUserInput: undefined }] }), 'attributes.0.containsUserInput', M.questionAnswerType],
    ['question', video({ attributes: [{ ...attribute('A', 'OPEN_ENDED'), value: '' }] }), 'attributes.0.value', M.question],
    ['question text', video({ attributes: [{ ...attribute('A', 'OBJECTIVE'), questions: [{ questionText: 'x'.repeat(501), options: [] }] }] }), 'attributes.0.questions.0.questionText', M.questionText],
    ['option text', video({ attributes: [{ ...attribute('A', 'OBJECTIVE'), questions: [{ questionText: 'Q', options: [{ optionText: '' }] }] }] }), 'attributes.0.questions.0.options.0.optionText', M.optionText],
  ])('refuses a missing or wrong %s with the spec message', async (_name, lesson, field, message) => {
    expect(await fieldOf(lesson, field)).toBe(message);
  });

  it('refuses a video that is not in the playlist, and images that were never uploaded', async () => {
    expect(await fieldOf(video({ content: 'vid-nowhere' }), 'content')).toBe(M.unknownVideo);
    expect(await fieldOf(video({ thumbnailPath: 'lesson-image/nothing.png' }), 'thumbnailPath')).toBe(M.imageNotUploaded);
    const wrongCategory = await uploadImage('LESSON_IMAGE');
    const images = { contentType: 'IMAGE', value: '', images: [wrongCategory], type: ['IMAGE'] };
    expect(await fieldOf(assignment({ assignment: images }), 'assignment.images.0')).toBe(M.imageNotUploaded);
  });

  it('keeps uploaded thumbnails and private assignment images, linking the private ones signed', async () => {
    const thumbnail = await uploadImage('LESSON_IMAGE');
    const image = await uploadImage('LESSON_IMAGE_PRIVATE');
    const reply = await post(assignment({ thumbnailPath: thumbnail, assignment: { contentType: 'IMAGE', images: [image], type: ['IMAGE'] } }));
    expect(reply.statusCode).toBe(200);
    const [id] = lessonsContract.saveReply.parse(reply.json()).lessonIds;
    const lesson = lessonsContract.lesson.parse((await as('viewer', 'GET', `/course-content/lesson/${id}`)).json());
    expect(lesson.thumbnailUrl).toContain(thumbnail);
    if (lesson.type !== 'ASSIGNMENT') throw new Error('not an assignment');
    expect(lesson.assignment.imageUrls[0]).toMatch(/signature|sig|expires/i);
  });

  it('refuses an empty save, an unknown type and an exercise through the lesson calls', async () => {
    expect((await as('admin', 'POST', `/course-content/sub-part/${THROAT}/lesson?courseId=${TAJWEED}`, { lessonGroups: [] })).json().message).toBe(M.noLessons);
    expect((await post({ ...video(), type: 'PRACTICE_ASSIGN' })).statusCode).toBe(400);
    expect((await as('admin', 'POST', `/course-content/sub-part/${THROAT}/lesson?courseId=${TAJWEED}`, 'nonsense')).statusCode).toBe(415);
  });
});

describe('lessons: status, delete and permissions', () => {
  it('publishes and unpublishes with the perform bit', async () => {
    const [row] = await list(`courseId=${CIRCLE}`);
    const reply = await as('admin', 'PATCH', `/lesson/${row!.id}/`, { status: 'UNPUBLISHED' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe(M.statusUpdated);
    expect((await list(`courseId=${CIRCLE}`))[0]!.status).toBe('UNPUBLISHED');
    expect((await as('admin', 'PATCH', `/lesson/${row!.id}/`, { status: 'NEW' })).statusCode).toBe(400);
  });

  it('refuses the instructor publishing and deleting with 403, and the viewer saving', async () => {
    const [row] = await list(`courseId=${CIRCLE}`);
    expect((await as('instructor', 'PATCH', `/lesson/${row!.id}/`, { status: 'PUBLISH' })).statusCode).toBe(403);
    expect((await as('instructor', 'DELETE', `/course-content/lesson/${row!.id}`)).statusCode).toBe(403);
    expect((await as('viewer', 'POST', '/course-content', { courseId: CIRCLE, ...groups(live()) })).statusCode).toBe(403);
    expect((await as('viewer', 'PUT', `/course-content/lesson/${row!.id}?courseId=${CIRCLE}`, live())).statusCode).toBe(403);
    expect((await as('moderator', 'GET', `/course-content/lesson/list?courseId=${CIRCLE}`)).statusCode).toBe(403);
  });

  it('lets an administrator delete a lesson with its attributes', async () => {
    const rows = await list(`courseId=${ARABIC}&partId=${NOUNS}`);
    const reply = await as('admin', 'DELETE', `/course-content/lesson/${rows[0]!.id}`);
    expect(reply.statusCode).toBe(200);
    expect((await as('viewer', 'GET', `/course-content/lesson/${rows[0]!.id}`)).statusCode).toBe(404);
    const orphans = await server.db.selectFrom('lesson_attributes').select('id').where('lesson_id', '=', rows[0]!.id).execute();
    expect(orphans).toEqual([]);
  });
});
