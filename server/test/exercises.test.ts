import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercisesContract, lessonsContract, uploadsContract } from '@/shared/api/contract';
import { voiceNoteMp3 } from '../db/voice-mp3';
import { ONE_PIXEL_PNG, pathOf, startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
const { EXERCISE_MESSAGES: M } = exercisesContract;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function as(account: DemoAccount, method: Method, url: string, payload?: unknown) {
  return server.call({ method, url: `/api/academy${url}`, payload: payload as object, token: await server.tokenOf(account) });
}

async function upload(category: uploadsContract.FileCategory, fileName: string, bytes: Buffer, contentType: string): Promise<string> {
  const presigned = await as('instructor', 'GET', `/presignedurl?fileCategory=${category}&fileName=${fileName}`);
  expect(presigned.statusCode, presigned.body).toBe(200);
  const { url, imageKey } = uploadsContract.presignedUrlReply.parse(presigned.json());
  const put = await server.app.inject({ method: 'PUT', url: pathOf(url), payload: bytes, headers: { 'content-type': contentType } });
  expect(put.statusCode).toBe(200);
  return imageKey;
}

/** A place holding lessons, read from the seed rather than fixed: the first sub-part with lessons. */
let place: { courseId: number; partId: number | null; subPartId: number | null };
let library: string[];
let recorded: string;
let picture: string;

beforeAll(async () => {
  server = await startTestServer();
  const lesson = await server.db.selectFrom('lessons').select(['course_id', 'part_id', 'sub_part_id']).where('sub_part_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  place = { courseId: lesson.course_id, partId: lesson.part_id, subPartId: lesson.sub_part_id };
  library = (await server.db.selectFrom('course_audio').select('path').orderBy('id').execute()).map((row) => row.path);
  recorded = await upload('AUDIO', 'recording.mp3', voiceNoteMp3(1), 'audio/mpeg');
  picture = await upload('LESSON_IMAGE', 'sheet.png', ONE_PIXEL_PNG, 'image/png');
});
afterAll(() => server.close());

const query = () => new URLSearchParams(Object.entries(place).flatMap(([key, value]) => (value ? [[key, String(value)]] : []))).toString();

const item = (extra: object = {}) => ({
  type: 'TEXT',
  title: 'Which letter is from the throat?',
  description: 'Choose the throat letter.',
  character: 'ع',
  exerciseTypes: ['MCQ_TEXT', 'MCQ_VOICE', 'AUDIO_RECORD'],
  mcqText: { options: ['ب', 'ع', '', ''], correctOption: 1 },
  mcqVoice: { options: [library[0], recorded, library[1], library[2]], correctOption: 1 },
  audioRecord: { link: recorded },
  ...extra,
});
const exercise = (extra: object = {}, items: unknown[] = [item()]) => ({ ...place, name: 'Throat practice', content: items, ...extra });

const create = (body: unknown, account: DemoAccount = 'instructor') => as(account, 'POST', '/lesson-exercise', body);
const list = async (account: DemoAccount = 'instructor') => {
  const reply = await as(account, 'GET', `/course-content/lesson/list?${query()}&taskType=PRACTICE_ASSIGN`);
  expect(reply.statusCode, reply.body).toBe(200);
  return lessonsContract.listLessons.reply.parse(reply.json());
};
const find = async (id: number, account: DemoAccount = 'instructor') => exercisesContract.exercise.parse((await as(account, 'GET', `/lesson-exercise/${id}`)).json());
async function created(body = exercise()): Promise<number> {
  const reply = await create(body);
  expect(reply.statusCode, reply.body).toBe(200);
  return exercisesContract.exerciseSaveReply.parse(reply.json()).id;
}
/** The refusal's message and the field it names. */
async function refusal(body: unknown, status = 400) {
  const reply = await create(body);
  expect(reply.statusCode, reply.body).toBe(status);
  return reply.json() as { message: string; fields?: Record<string, string> };
}

describe('exercises: demo data and the list', () => {
  it('seeds exercises in every seeded course, with text, image, text and voice choices and recordings of stored audio', async () => {
    const courses = await server.db.selectFrom('courses').select('id').execute();
    const rows = await server.db.selectFrom('lessons').select(['id', 'course_id']).where('type', '=', 'PRACTICE_ASSIGN').execute();
    expect(new Set(rows.map((row) => row.course_id))).toEqual(new Set(courses.map((course) => course.id)));
    const kinds = new Set<string>();
    for (const row of rows.slice(0, 4)) {
      const seeded = await find(row.id, 'admin');
      for (const entry of seeded.content) {
        kinds.add(entry.type);
        for (const type of entry.exerciseTypes) kinds.add(type);
        for (const url of [...(entry.mcqVoice?.optionUrls ?? []), entry.audioRecord?.url].filter(Boolean)) {
          const audio = await server.app.inject({ method: 'GET', url: pathOf(url!) });
          expect(audio.statusCode, url).toBe(200);
          expect(audio.headers['content-type']).toContain('audio/mpeg');
        }
      }
    }
    expect([...kinds].sort()).toEqual(['AUDIO_RECORD', 'IMAGE', 'MCQ_TEXT', 'MCQ_VOICE', 'NONE', 'TEXT']);
  });

  it('lists only exercises with taskType=PRACTICE_ASSIGN, and never among the lessons', async () => {
    const exercises = await list();
    expect(exercises.length).toBeGreaterThan(0);
    expect(exercises.every((row) => row.type === 'PRACTICE_ASSIGN')).toBe(true);
    const lessons = lessonsContract.listLessons.reply.parse((await as('instructor', 'GET', `/course-content/lesson/list?${query()}`)).json());
    expect(lessons.some((row) => row.type === 'PRACTICE_ASSIGN')).toBe(false);
    // The exercise joins the place's last lesson group, whose lessons say so.
    const lastGroup = Math.max(...lessons.map((row) => row.groupNumber));
    expect(lessons.filter((row) => row.hasExercise).map((row) => row.groupNumber)).toEqual(lessons.filter((row) => row.groupNumber === lastGroup).map(() => lastGroup));
  });
});

describe('exercises: create, read, update', () => {
  it('adds an exercise with each item type, reads it back with playable links, and lists it', async () => {
    const id = await created(exercise({}, [item(), item({ type: 'IMAGE', images: [picture], exerciseTypes: ['AUDIO_RECORD'] })]));
    const saved = await find(id);
    expect(saved).toMatchObject({ name: 'Throat practice', type: 'PRACTICE_ASSIGN', status: 'NEW', courseId: place.courseId, subPart: { id: place.subPartId } });
    expect(saved.content[0]).toMatchObject({ exerciseContent: 'TEXT', mcqText: { options: ['ب', 'ع', '', ''], correctOption: 1 }, audioRecord: { link: recorded } });
    expect(saved.content[0]!.mcqVoice!.optionUrls).toHaveLength(4);
    // Blocks of types not chosen are dropped, and pictures only stay with IMAGE content.
    expect(saved.content[1]).toMatchObject({ type: 'IMAGE', images: [picture], mcqText: null, mcqVoice: null });
    expect((await list()).map((row) => row.id)).toContain(id);
  });

  it('updates an exercise through PUT course-content/lesson/{id}?courseId, keeping its place', async () => {
    const id = await created();
    const before = await find(id);
    const reply = await as('instructor', 'PUT', `/course-content/lesson/${id}?courseId=${place.courseId}`, {
      type: 'PRACTICE_ASSIGN',
      name: 'Renamed practice',
      content: [item({ exerciseTypes: ['MCQ_TEXT'], mcqText: { options: ['One', 'Two', 'Three', 'Four'], correctOption: 3 } })],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: M.updated });
    const after = await find(id);
    expect(after).toMatchObject({ name: 'Renamed practice', groupNumber: before.groupNumber });
    expect(after.content).toHaveLength(1);
    expect(after.content[0]).toMatchObject({ exerciseTypes: ['MCQ_TEXT'], mcqVoice: null, audioRecord: null, mcqText: { correctOption: 3 } });
  });

  it('refuses an exercise body on another lesson, a lesson body on an exercise, and the wrong course', async () => {
    const id = await created();
    const video = await server.db.selectFrom('lessons').select(['id', 'course_id']).where('type', '=', 'VIDEO_LEC').executeTakeFirstOrThrow();
    const body = { type: 'PRACTICE_ASSIGN', name: 'x', content: [item()] };
    const onVideo = await as('admin', 'PUT', `/course-content/lesson/${video.id}?courseId=${video.course_id}`, body);
    expect(onVideo.statusCode).toBe(400);
    expect(onVideo.json().message).toBe(M.notAnExercise);
    const lesson = { type: 'VIDEO_LEC', name: 'x', titleAr: 'س', isContentDynamic: 'false', content: 'vid-makharij-throat', durationHrs: 0, durationMins: 1, attributes: [] };
    expect((await as('admin', 'PUT', `/course-content/lesson/${id}?courseId=${place.courseId}`, lesson)).statusCode).toBe(400);
    expect((await as('admin', 'PUT', `/course-content/lesson/${id}?courseId=${place.courseId + 1000}`, body)).statusCode).toBe(404);
    expect((await as('admin', 'GET', `/lesson-exercise/${video.id}`)).statusCode).toBe(404);
  });
});

describe('exercises: the shape rules', () => {
  it("says the spec's words for a missing content, title and description", async () => {
    expect((await refusal(exercise({}, [item({ type: undefined })]))).message).toBe(M.content);
    expect((await refusal(exercise({}, [item({ type: 'VIDEO' })]))).message).toBe(M.content);
    expect((await refusal(exercise({}, [item({ title: '  ' })]))).message).toBe(M.title);
    expect((await refusal(exercise({}, [item({ description: '' })]))).message).toBe(M.description);
  });

  it('has exactly four option slots, the first filled, and the correct one filled', async () => {
    expect((await refusal(exercise({}, [item({ mcqText: { options: ['a', 'b', 'c'], correctOption: 0 } })]))).message).toBe(M.fourOptions);
    expect((await refusal(exercise({}, [item({ mcqText: { options: ['a', 'b', 'c', 'd', 'e'], correctOption: 0 } })]))).message).toBe(M.fourOptions);
    const first = await refusal(exercise({}, [item({ mcqText: { options: ['', 'b', 'c', 'd'], correctOption: 1 } })]));
    expect(first.message).toBe(M.firstOption);
    expect(first.fields).toHaveProperty(['content.0.mcqText.options.0']);
    expect((await refusal(exercise({}, [item({ mcqText: { options: ['a', '', '', ''], correctOption: 2 } })]))).message).toBe(M.correctOptionEmpty);
    expect((await refusal(exercise({}, [item({ mcqText: { options: ['a', 'b', 'c', 'd'], correctOption: 4 } })]))).message).toBe(M.correctOption);
    expect((await refusal(exercise({}, [item({ mcqVoice: { options: [recorded, recorded, recorded], correctOption: 0 } })]))).message).toBe(M.fourOptions);
    expect((await refusal(exercise({}, [item({ mcqVoice: { options: [recorded, '', recorded, recorded], correctOption: 0 } })]))).message).toBe(M.audio);
  });

  it('takes at most three item types, each once, at least one, each with its block', async () => {
    expect((await refusal(exercise({}, [item({ exerciseTypes: ['MCQ_TEXT', 'MCQ_VOICE', 'AUDIO_RECORD', 'MCQ_TEXT'] })]))).message).toBe(M.tooManyTypes);
    expect((await refusal(exercise({}, [item({ exerciseTypes: ['MCQ_TEXT', 'MCQ_TEXT'] })]))).message).toBe(M.typeTwice);
    expect((await refusal(exercise({}, [item({ exerciseTypes: [] })]))).message).toBe(M.types);
    expect((await refusal(exercise({}, [item({ exerciseTypes: ['ESSAY'] })]))).message).toBe(M.types);
    expect((await refusal(exercise({}, [item({ audioRecord: null })]))).message).toBe(M.audio);
    expect((await refusal(exercise({}, [item({ mcqText: undefined })]))).message).toBe(M.firstOption);
    expect((await refusal(exercise({}, [item({ type: 'IMAGE', images: [] })]))).message).toBe(M.images);
  });

  it('takes only real stored audio and pictures', async () => {
    const made = await refusal(exercise({}, [item({ audioRecord: { link: 'AUDIO/made-up.mp3' } })]));
    expect(made.message).toBe(M.audioNotStored);
    expect(made.fields).toHaveProperty(['content.0.audioRecord.link']);
    // A picture is not audio, and audio is not a picture.
    expect((await refusal(exercise({}, [item({ mcqVoice: { options: [picture, recorded, recorded, recorded], correctOption: 0 } })]))).message).toBe(M.audioNotStored);
    expect((await refusal(exercise({}, [item({ type: 'IMAGE', images: [recorded] })]))).message).toBe(M.imageNotUploaded);
    const notArrived = uploadsContract.presignedUrlReply.parse((await as('instructor', 'GET', '/presignedurl?fileCategory=AUDIO&fileName=late.mp3')).json()).imageKey;
    expect((await refusal(exercise({}, [item({ audioRecord: { link: notArrived } })]))).message).toBe(M.audioNotStored);
  });

  it('puts an exercise only where the course holds lessons', async () => {
    expect((await refusal(exercise({ courseId: 999_999 }), 404)).message).toBe(lessonsContract.LESSON_MESSAGES.courseNotFound);
    expect((await refusal(exercise({ partId: null, subPartId: null }))).message).toBe(lessonsContract.LESSON_MESSAGES.partRequired);
  });

  it('answers anything a client can send with 4xx, never 500', async () => {
    const bodies: unknown[] = [
      null,
      'text',
      [],
      42,
      {},
      exercise({ name: 'x'.repeat(10_000) }),
      exercise({ content: {} }),
      exercise({ content: [] }),
      exercise({}, [null]),
      exercise({}, ['item']),
      exercise({}, Array.from({ length: 200 }, () => item())),
      exercise({ courseId: 'one' }),
      exercise({ courseId: -1 }),
      exercise({ courseId: 1e300 }),
      exercise({}, [item({ mcqText: 'a' })]),
      exercise({}, [item({ mcqText: { options: [1, 2, 3, 4], correctOption: 'b' } })]),
      exercise({}, [item({ mcqVoice: { options: [{}, [], null, 5], correctOption: 0 } })]),
      exercise({}, [item({ audioRecord: { link: 'x'.repeat(5000) } })]),
      exercise({}, [item({ images: 'AUDIO/x.mp3', type: 'IMAGE' })]),
      exercise({}, [item({ exerciseTypes: 'MCQ_TEXT' })]),
    ];
    for (const body of bodies) {
      const reply = await create(body);
      expect(reply.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
    }
    for (const url of ['/lesson-exercise/abc', '/lesson-exercise/-1', '/lesson-exercise/0', '/lesson-exercise/99999999999999999999']) {
      const reply = await as('admin', 'GET', url);
      expect(reply.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
    }
    const put = await as('admin', 'PUT', `/course-content/lesson/1?courseId=${place.courseId}`, { type: 'PRACTICE_ASSIGN', content: 'x' });
    expect(put.statusCode).toBe(400);
  });
});

describe('exercises: permission bits', () => {
  it('lets the instructor add, view and edit, but neither delete nor publish', async () => {
    const id = await created();
    expect((await as('instructor', 'DELETE', `/lesson-exercise/${id}`)).statusCode).toBe(403);
    expect((await as('instructor', 'PATCH', `/lesson-exercise/${id}/status`, { status: 'PUBLISH' })).statusCode).toBe(403);
    // Nor through the lessons' own calls.
    expect((await as('instructor', 'DELETE', `/course-content/lesson/${id}`)).statusCode).toBe(403);
    expect((await as('instructor', 'PATCH', `/lesson/${id}/`, { status: 'PUBLISH' })).statusCode).toBe(403);
    expect((await find(id)).status).toBe('NEW');
  });

  it('lets an administrator publish, unpublish and delete', async () => {
    const id = await created();
    const publish = await as('admin', 'PATCH', `/lesson-exercise/${id}/status`, { status: 'PUBLISH' });
    expect(publish.json()).toMatchObject({ success: true, message: M.statusUpdated });
    expect((await find(id)).status).toBe('PUBLISH');
    expect((await as('admin', 'PATCH', `/lesson-exercise/${id}/status`, { status: 'NEW' })).statusCode).toBe(400);
    expect((await as('admin', 'DELETE', `/lesson-exercise/${id}`)).json()).toMatchObject({ message: M.deleted });
    expect((await as('admin', 'GET', `/lesson-exercise/${id}`)).statusCode).toBe(404);
  });

  it('refuses with 403 whoever lacks the EXERCISES bit a call needs', async () => {
    const id = await created();
    // The viewer lists and views only.
    expect((await list('viewer')).length).toBeGreaterThan(0);
    expect((await as('viewer', 'GET', `/lesson-exercise/${id}`)).statusCode).toBe(200);
    expect((await create(exercise(), 'viewer')).statusCode).toBe(403);
    const update = { type: 'PRACTICE_ASSIGN', name: 'No', content: [item()] };
    expect((await as('viewer', 'PUT', `/course-content/lesson/${id}?courseId=${place.courseId}`, update)).statusCode).toBe(403);
    // The moderators have no academy bits at all.
    expect((await as('moderator', 'GET', `/course-content/lesson/list?${query()}&taskType=PRACTICE_ASSIGN`)).statusCode).toBe(403);
    expect((await as('moderator', 'GET', `/lesson-exercise/${id}`)).statusCode).toBe(403);
    expect((await as('moderator', 'POST', '/lesson-exercise', exercise())).statusCode).toBe(403);
    expect((await server.call({ method: 'POST', url: '/api/academy/lesson-exercise', payload: exercise() })).statusCode).toBe(401);
  });

  it('asks EXERCISES bits for exercises and LESSONS bits for lessons on the shared calls', async () => {
    const id = await created();
    const group = await server.db.selectFrom('security_groups').select('profile_id').where('name', '=', 'Instructors').executeTakeFirstOrThrow();
    const point = await server.db.selectFrom('security_points').select('id').where('key', '=', 'EXERCISES').executeTakeFirstOrThrow();
    const bits = server.db.updateTable('profile_permissions').where('profile_id', '=', group.profile_id!).where('point_id', '=', point.id);
    await bits.set({ value: 0 }).execute();
    try {
      const token = await server.tokenOf('instructor');
      const call = (method: Method, url: string, payload?: object) => server.call({ method, url: `/api/academy${url}`, payload, token });
      expect((await call('GET', `/course-content/lesson/list?${query()}&taskType=PRACTICE_ASSIGN`)).statusCode).toBe(403);
      expect((await call('GET', `/course-content/lesson/list?${query()}`)).statusCode).toBe(200);
      expect((await call('PUT', `/course-content/lesson/${id}?courseId=${place.courseId}`, { type: 'PRACTICE_ASSIGN', name: 'No', content: [item()] })).statusCode).toBe(403);
    } finally {
      await bits.set({ value: 15 }).execute();
    }
  });
});
