import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const presign = (category: string) => `/api/academy/presignedurl?fileCategory=${category}&fileName=file.png`;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: object;
}

const CALLS = {
  me: { name: 'GET /auth/me', method: 'GET', url: '/api/auth/me' },
  unread: { name: 'GET /academy/chat/messages (bell)', method: 'GET', url: '/api/academy/chat/messages?read=false' },
  courseImage: { name: 'presign COURSE_IMAGE (COURSES add/edit)', method: 'GET', url: presign('COURSE_IMAGE') },
  instructorImage: { name: 'presign INSTRUCTOR_IMAGE (INSTRUCTORS add/edit)', method: 'GET', url: presign('INSTRUCTOR_IMAGE') },
  courseAudio: { name: 'presign AUDIO (COURSE_AUDIO add/edit)', method: 'GET', url: presign('AUDIO') },
  chatAudio: { name: 'presign CHAT_AUDIO (MODERATOR_PANEL add/edit)', method: 'GET', url: presign('CHAT_AUDIO') },
  chatImage: { name: 'presign CHAT_IMAGE_PRIVATE (MODERATOR_PANEL add/edit)', method: 'GET', url: presign('CHAT_IMAGE_PRIVATE') },
  privateLessonImage: { name: 'presign LESSON_IMAGE_PRIVATE (LESSONS add/edit)', method: 'GET', url: presign('LESSON_IMAGE_PRIVATE') },
  userList: {
    name: 'POST /academy/user/list (USERS list, or INSTRUCTORS add or edit)',
    method: 'POST',
    url: '/api/academy/user/list',
    body: { pageNo: 1, limitCount: 10, groupId: 11 },
  },
  playlist: {
    name: 'GET /academy/playlist/video-titles/name-summary (list on COURSES, CHAPTERS, LESSONS or BATCHES)',
    method: 'GET',
    url: '/api/academy/playlist/video-titles/name-summary',
  },
} satisfies Record<string, Call>;

/**
 * Who may make which call, written out from the demo seed's security profiles: administrators
 * everything; content team the content site only; moderators the moderator panel (list, view, add,
 * edit, perform); instructors academy list/view/add/edit; viewers list and view everywhere; a
 * first sign-in nothing but its own account until the password is changed.
 */
const EXPECTED: Record<DemoAccount, Record<keyof typeof CALLS, number>> = {
  admin: { me: 200, unread: 200, courseImage: 200, instructorImage: 200, courseAudio: 200, chatAudio: 200, chatImage: 200, privateLessonImage: 200, userList: 200, playlist: 200 },
  content: { me: 200, unread: 403, courseImage: 403, instructorImage: 403, courseAudio: 403, chatAudio: 403, chatImage: 403, privateLessonImage: 403, userList: 403, playlist: 403 },
  moderator: { me: 200, unread: 200, courseImage: 403, instructorImage: 403, courseAudio: 403, chatAudio: 200, chatImage: 200, privateLessonImage: 403, userList: 403, playlist: 403 },
  instructor: { me: 200, unread: 403, courseImage: 200, instructorImage: 200, courseAudio: 200, chatAudio: 403, chatImage: 403, privateLessonImage: 200, userList: 200, playlist: 200 },
  viewer: { me: 200, unread: 200, courseImage: 403, instructorImage: 403, courseAudio: 403, chatAudio: 403, chatImage: 403, privateLessonImage: 403, userList: 200, playlist: 200 },
  newstaff: { me: 200, unread: 403, courseImage: 403, instructorImage: 403, courseAudio: 403, chatAudio: 403, chatImage: 403, privateLessonImage: 403, userList: 403, playlist: 403 },
};

const table = Object.entries(EXPECTED).flatMap(([account, expectations]) =>
  Object.entries(expectations).map(([call, status]) => ({
    account: account as DemoAccount,
    call: CALLS[call as keyof typeof CALLS] as Call,
    status,
  })),
);

describe('role × call', () => {
  it.each(table)('$account → $call.name answers $status', async ({ account, call, status }) => {
    const token = await server.tokenOf(account);
    const reply = await server.call({ method: call.method, url: call.url, payload: call.body, token });
    expect(reply.statusCode).toBe(status);
    if (status >= 400) expect(reply.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it.each(Object.values<Call>(CALLS))('nobody signed in → $name answers 401', async (call) => {
    const reply = await server.call({ method: call.method, url: call.url, payload: call.body });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
