import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let paths: Record<string, Record<string, { description?: string; 'x-permission'?: unknown; 'x-permission-checked-in-handler'?: string }>>;
beforeAll(async () => {
  server = await startTestServer();
  paths = (await server.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
});
afterAll(() => server.close());

describe('the OpenAPI document states every permission a call needs', () => {
  it('the user list: the list bit on USERS, or the add or edit bit on INSTRUCTORS', () => {
    const userList = paths['/api/academy/user/list']?.post;
    expect(userList?.['x-permission']).toEqual({
      anyOf: [
        { point: 'USERS', bit: 'list' },
        { point: 'INSTRUCTORS', bit: 'add' },
        { point: 'INSTRUCTORS', bit: 'edit' },
      ],
    });
    expect(userList?.description).toBe(
      'Needs the `list` bit on the security point `USERS` or the `add` bit on the security point `INSTRUCTORS` or the `edit` bit on the security point `INSTRUCTORS`.',
    );
  });

  it('the playlist: the list bit on any screen that picks a video title', () => {
    const playlist = paths['/api/academy/playlist/video-titles/name-summary']?.get;
    expect(playlist?.['x-permission']).toEqual({
      anyOf: ['COURSES', 'CHAPTERS', 'LESSONS', 'BATCHES'].map((point) => ({ point, bit: 'list' })),
    });
  });

  it('the upload link: the add or edit bit on the point of the file category, checked by the handler', () => {
    const presign = paths['/api/academy/presignedurl']?.get;
    const rule = presign?.['x-permission-checked-in-handler'];
    expect(rule).toMatch(/^The add or edit bit on the security point of the fileCategory \(/);
    for (const pair of ['COURSE_IMAGE: COURSES', 'INSTRUCTOR_IMAGE: INSTRUCTORS', 'AUDIO: COURSE_AUDIO', 'CHAT_AUDIO: MODERATOR_PANEL']) {
      expect(rule).toContain(pair);
    }
    expect(presign?.description).toBe(`Checked by the handler: ${rule}`);
  });

  it('a rule checked by the handler beside a declared bit', () => {
    const status = paths['/api/academy/chapter/{id}/update-status']?.patch;
    expect(status?.['x-permission']).toEqual({ point: 'CHAPTERS', bit: 'edit' });
    expect(status?.description).toMatch(/^Needs the `edit` bit on the security point `CHAPTERS`\. Checked by the handler: .*delete bit/);
  });
});
