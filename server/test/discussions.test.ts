import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { startTestServer, type DemoAccount, type TestServer } from './harness';
import { staffWith } from './staff-with';

const { discussions, discussionComments, DISCUSSION_MESSAGES: M, COMMENT_MESSAGES } = siteContract;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Who = DemoAccount | { token: string };
const tokenOf = async (who: Who) => (typeof who === 'string' ? server.tokenOf(who) : who.token);
const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, who: Who = 'content') =>
  server.call({ method, url: `/api/site${path}`, payload, token: await tokenOf(who) });
const list = (body: object = {}, who?: Who) => call('POST', '/post/list', { limitCount: 10, firstIndex: -2, pageno: 1, ...body }, who);
const page = async (body: object = {}) => discussions.calls.list.reply.parse((await list(body)).json());
const hideAll = (listOfPostIds: number[], hideIndicator: number, who?: Who) => call('POST', '/post/hideAll', { listOfPostIds, hideIndicator }, who);
const historyOf = async (id: number) => (await call('GET', `/post/history?id=${id}`)).json().content as { action: string; userName: string; changes: { field: string }[] }[];
const inputOf = (post: siteContract.DiscussionPost) => ({ postId: post.postId, message: post.message, groupId: post.groupId, status: post.status, typeId: post.typeId });

describe('the discussion list', () => {
  it('lists 300 demo posts 10 a page, newest first, with authors, groups and comment counts', async () => {
    const first = await page();
    expect(first.totalRecords).toBe(300);
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({ userDisplayName: expect.any(String), groupName: expect.any(String) });
    const all = await page({ limitCount: 300 });
    expect(all.content.filter((post) => post.reportCount > 0).length).toBeGreaterThanOrEqual(25);
    expect(all.content.some((post) => post.hidden === 1)).toBe(true);
    expect(all.content.some((post) => post.softDelete === 1)).toBe(true);
    expect(all.content.some((post) => post.mediaUrl !== null)).toBe(true);
    expect(all.content.some((post) => post.commentCount > 0)).toBe(true);
  });

  it('sorts by report count, and filters by message, author and groups', async () => {
    const reported = await page({ sortField: 'reportCount', descending: true });
    const counts = reported.content.map((post) => post.reportCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
    const inTwo = await page({ groupIds: [2, 5], limitCount: 100 });
    expect(new Set(inTwo.content.map((post) => post.groupId))).toEqual(new Set([2, 5]));
    const author = inTwo.content[0]!.userDisplayName;
    const byAuthor = await page({ createdByName: author.split(' ')[0]!.toLowerCase(), limitCount: 100 });
    expect(byAuthor.content.every((post) => post.userDisplayName.toLowerCase().includes(author.split(' ')[0]!.toLowerCase()))).toBe(true);
    const halal = await page({ message: 'halal butcher' });
    expect(halal.totalRecords).toBeGreaterThan(0);
    expect(halal.content.every((post) => post.message.includes('halal butcher'))).toBe(true);
    expect((await list({ sortField: 'message' })).statusCode).toBe(400);
  });
});

describe('who may', () => {
  it('refuses anyone outside the community groups, whatever bits they hold', async () => {
    const outsider = { token: await staffWith(server, 'Discussion outsider', { LOCAL_COMMUNITY: PERMISSION_BITS.all }) };
    const [post] = (await page()).content;
    expect((await list({}, outsider)).statusCode).toBe(403);
    expect((await call('GET', `/post/find?id=${post!.postId}`, undefined, outsider)).statusCode).toBe(403);
    expect((await hideAll([post!.postId], 1, outsider)).statusCode).toBe(403);
    expect((await call('POST', '/comments/list', { limitCount: 10, firstIndex: -2, pageno: 1 }, outsider)).statusCode).toBe(403);
  });

  it('refuses a member of a community group without the bits of the call', async () => {
    const point = await server.db.selectFrom('security_points').select('id').where('key', '=', 'LOCAL_COMMUNITY').executeTakeFirstOrThrow();
    const group = await server.db.selectFrom('security_groups').select('profile_id').where('id', '=', 3).executeTakeFirstOrThrow();
    const setBits = (value: number) =>
      server.db.updateTable('profile_permissions').set({ value }).where('profile_id', '=', group.profile_id).where('point_id', '=', point.id).execute();
    const [post] = (await page()).content;
    try {
      await setBits(PERMISSION_BITS.list | PERMISSION_BITS.view);
      expect((await list()).statusCode).toBe(200);
      expect((await hideAll([post!.postId], 1)).statusCode).toBe(403);
      expect((await call('POST', `/post/hide?id=${post!.postId}&hideInd=1`)).statusCode).toBe(403);
      expect((await call('POST', '/post/update', inputOf(post!))).statusCode).toBe(403);
      expect((await call('DELETE', `/post/delete/?id=${post!.postId}`)).statusCode).toBe(403);
      await setBits(0);
      expect((await list()).statusCode).toBe(403);
    } finally {
      await setBits(PERMISSION_BITS.all);
    }
  });
});

describe('hiding', () => {
  it('hides twenty posts in one call, with one history row each naming who did it', async () => {
    const visible = (await page({ limitCount: 100 })).content.filter((post) => post.hidden === 0 && post.softDelete === 0).slice(0, 20);
    const ids = visible.map((post) => post.postId);
    const reply = await hideAll(ids, 1);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: M.statusUpdated, data: { changed: 20, refused: [] } });
    for (const id of ids) {
      const history = await historyOf(id);
      expect(history.filter((entry) => entry.action === 'updated')).toHaveLength(1);
      expect(history[0]).toMatchObject({ userName: 'Yusuf Qureshi' });
      expect(history[0]!.changes.map((change) => change.field)).toContain('hidden');
    }
    expect((await hideAll(ids, 0)).json().data.changed).toBe(20);
  });

  it('reports an unknown id, one already hidden and one deleted by its author as refused, and still hides the rest', async () => {
    const all = (await page({ limitCount: 300 })).content;
    const visible = all.filter((post) => post.hidden === 0 && post.softDelete === 0).slice(30, 33).map((post) => post.postId);
    const hidden = all.find((post) => post.hidden === 1 && post.softDelete === 0)!.postId;
    const deleted = all.find((post) => post.softDelete === 1)!.postId;
    const reply = (await hideAll([...visible, 999_999, hidden, deleted, visible[0]!], 1)).json();
    expect(reply.data.changed).toBe(3);
    expect(reply.data.changedIds).toEqual(visible);
    expect(reply.data.refused).toEqual([
      { id: 999_999, message: M.notFound },
      { id: hidden, message: M.alreadyHidden },
      { id: deleted, message: M.softDeleted },
    ]);
    await hideAll(visible, 0);
  });

  it('refuses an empty list, more than 100 ids, and a hide indicator other than 0 or 1, in words', async () => {
    expect((await hideAll([], 1)).json()).toMatchObject({ message: 'Choose at least one record.' });
    const tooMany = await hideAll(Array.from({ length: 101 }, (_, index) => index + 1), 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('At most 100 records can be changed at once.');
    const [post] = (await page()).content;
    expect((await hideAll([post!.postId], 2)).json()).toMatchObject({ message: M.hideIndicator });
    const single = await call('POST', `/post/hide?id=${post!.postId}&hideInd=2`);
    expect(single.statusCode).toBe(400);
    expect(single.json().message).toBe(M.hideInd);
  });

  it('hides and shows one post, and answers 404 for an unknown id', async () => {
    const post = (await page({ limitCount: 100 })).content.find((candidate) => candidate.hidden === 0 && candidate.softDelete === 0)!;
    const hidden = await call('POST', `/post/hide?id=${post.postId}&hideInd=1`);
    expect(hidden.json()).toMatchObject({ message: M.statusUpdated, data: { hidden: 1 } });
    expect((await call('POST', `/post/hide?id=${post.postId}&hideInd=1`)).statusCode).toBe(409);
    expect((await call('POST', `/post/hide?id=${post.postId}&hideInd=0`)).json().data.hidden).toBe(0);
    expect((await call('POST', '/post/hide?id=999999&hideInd=1')).statusCode).toBe(404);
    expect((await call('GET', '/post/find?id=999999')).statusCode).toBe(404);
  });
});

describe('changing a post', () => {
  it('marks a post trending and back, each in the history', async () => {
    const post = (await page({ limitCount: 100 })).content.find((candidate) => candidate.trend === 0 && candidate.softDelete === 0)!;
    expect((await call('POST', `/post/mark-trending?id=${post.postId}&trend=1`)).json().data.trend).toBe(1);
    expect((await call('POST', `/post/mark-trending?id=${post.postId}&trend=0`)).json().data.trend).toBe(0);
    expect((await call('POST', `/post/mark-trending?id=${post.postId}&trend=5`)).statusCode).toBe(400);
    expect((await historyOf(post.postId)).length).toBeGreaterThanOrEqual(2);
  });

  it('updates the message, group, status and type, keeps a script as plain text, and removes the picture', async () => {
    const post = (await page({ limitCount: 100 })).content.find((candidate) => candidate.mediaUrl !== null && candidate.softDelete === 0)!;
    const message = '<script>alert(1)</script> Iftar at the masjid';
    const reply = await call('POST', '/post/update', { ...inputOf(post), message, groupId: 4, status: 0, typeId: 3 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ message, groupId: 4, groupName: 'Quran Memorisers', status: 0, typeId: 3 });
    expect(reply.json().data.mediaUrl).not.toBeNull();
    const removed = await call('POST', '/post/update', { ...inputOf(reply.json().data), imageRemoveFlag: true });
    expect(removed.json().data.mediaUrl).toBeNull();
    const [change] = await historyOf(post.postId);
    expect(change!.changes.map((field) => field.field)).toEqual(['mediaUrl']);
  });

  it('refuses an empty message, a group that does not exist, and any change to a post its author deleted', async () => {
    const all = (await page({ limitCount: 300 })).content;
    const post = all.find((candidate) => candidate.softDelete === 0)!;
    expect((await call('POST', '/post/update', { ...inputOf(post), message: '   ' })).json()).toMatchObject({ message: M.message });
    expect((await call('POST', '/post/update', { ...inputOf(post), message: 'x'.repeat(5001) })).json()).toMatchObject({ message: M.messageTooLong });
    expect((await call('POST', '/post/update', { ...inputOf(post), typeId: 9 })).json()).toMatchObject({ message: M.type });
    const noGroup = await call('POST', '/post/update', { ...inputOf(post), groupId: 999 });
    expect(noGroup.statusCode).toBe(400);
    const deleted = all.find((candidate) => candidate.softDelete === 1)!;
    expect((await call('POST', '/post/update', inputOf(deleted))).statusCode).toBe(409);
    expect((await call('POST', `/post/hide?id=${deleted.postId}&hideInd=1`)).json().message).toBe(M.softDeleted);
    expect((await call('POST', `/post/mark-trending?id=${deleted.postId}&trend=1`)).statusCode).toBe(409);
  });

  it('deletes a post with its comments', async () => {
    const post = (await page({ limitCount: 100 })).content.find((candidate) => candidate.commentCount > 0)!;
    expect((await call('DELETE', `/post/delete/?id=${post.postId}`)).statusCode).toBe(200);
    expect((await call('GET', `/post/find?id=${post.postId}`)).statusCode).toBe(404);
    const comments = (await call('POST', '/post/list-comments/', { postId: post.postId, limitCount: 10, firstIndex: -2, pageno: 1 })).json();
    expect(comments.totalRecords).toBe(0);
    expect((await historyOf(post.postId))[0]).toMatchObject({ action: 'deleted' });
  });
});

describe('comments', () => {
  const comments = async (body: object = {}) =>
    discussionComments.calls.list.reply.parse((await call('POST', '/comments/list', { limitCount: 10, firstIndex: -2, pageno: 1, ...body })).json());

  it('lists every comment 10 a page with its post and author, or one post’s', async () => {
    const all = await comments();
    expect(all.totalRecords).toBeGreaterThan(300);
    expect(all.content).toHaveLength(10);
    const [first] = all.content;
    expect(first).toMatchObject({ postMessage: expect.any(String), userDisplayName: expect.any(String) });
    const ofPost = (await call('POST', '/post/list-comments/', { postId: first!.postId, limitCount: 10, firstIndex: -2, pageno: 1 })).json();
    expect(ofPost.content.every((comment: { postId: number }) => comment.postId === first!.postId)).toBe(true);
  });

  it('edits a comment, refusing an empty one with the spec’s words, and hides and shows it', async () => {
    const [comment] = (await comments()).content;
    const empty = await call('POST', '/comments/update', { commentId: comment!.commentId, message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(COMMENT_MESSAGES.comment);
    expect((await call('POST', '/comments/update', { commentId: comment!.commentId, message: 'x'.repeat(2001) })).json().message).toBe(COMMENT_MESSAGES.commentTooLong);
    const saved = await call('POST', '/comments/update', { commentId: comment!.commentId, message: 'Edited by staff' });
    expect(saved.json().data.message).toBe('Edited by staff');
    const hideInd = comment!.hidden === 1 ? 0 : 1;
    expect((await call('POST', `/comments/hide?id=${comment!.commentId}&hideInd=${hideInd}`)).json().data.hidden).toBe(hideInd);
    expect((await call('POST', `/comments/hide?id=${comment!.commentId}&hideInd=7`)).statusCode).toBe(400);
    expect((await call('GET', '/comments/find?id=999999')).statusCode).toBe(404);
    const history = (await call('GET', `/comments/history?id=${comment!.commentId}`)).json().content;
    expect(history.length).toBeGreaterThanOrEqual(2);
  });
});
