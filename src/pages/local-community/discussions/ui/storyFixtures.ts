import { HttpResponse } from 'msw';
import { contractFixtures, siteContract } from '@/shared/api';
import { serviceBaseUrl } from '@/shared/config';
import { changedOnce, contractHandler, memoryResource } from '@/shared/lib/storybook';

type Post = siteContract.DiscussionPost;
type Comment = siteContract.DiscussionComment;
const { discussions, discussionComments, communityGroups, listPostComments, DISCUSSION_MESSAGES: M } = siteContract;

/** Each group's id and name. */
const GROUPS: [number, string][] = contractFixtures.communityGroupFixtures.map(({ groupId, name }) => [groupId, name]);
/** A drawn picture: a sun over a green field. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="#e1ecf5"/><rect y="62" width="160" height="38" fill="#3c8c5a"/><circle cx="120" cy="30" r="14" fill="#fad250"/></svg>')}`;

/** message, author, group, reports, comments, hidden, softDelete, trend, picture */
type Row = [string, string, number, number, number, 0 | 1, 0 | 1, 0 | 1, boolean];
const ROWS: Row[] = [
  ['Is there a sisters-only halaqa this Friday after Asr?', 'Aisha Abbasi', 1, 0, 2, 0, 0, 1, false],
  ['Buy cheap followers now!!! Visit my page', 'Zaid Mirza', 2, 7, 0, 0, 0, 0, false],
  ['Which masjid nearby has parking for Jumuah?', 'Bilal Baig', 3, 0, 1, 0, 0, 0, true],
  ['This group is useless, nobody answers', 'Owais Hashmi', 2, 4, 3, 1, 0, 0, false],
  ['Please make dua for my mother, she is in hospital.', 'Farah Durrani', 1, 0, 5, 0, 0, 0, false],
  ['Selling used phones, DM me', 'Tariq Chishti', 3, 5, 0, 0, 0, 0, false],
  ['Carpooling to the Eid prayer: who has space for two more?', 'Idris Naqvi', 4, 0, 2, 0, 0, 1, false],
  ['کیا کوئی جمعہ کے بعد درسِ قرآن میں شامل ہونا چاہے گا؟', 'Hafsa Farooqi', 1, 0, 1, 0, 0, 0, false],
  ['I deleted this by mistake', 'Junaid Ghani', 4, 2, 0, 0, 1, 0, false],
  ['Beautiful talk on patience tonight.', 'Mariam Kazmi', 3, 0, 0, 0, 0, 0, true],
  ['Looking for volunteers to teach Arabic to the children.', 'Nadia Baig', 2, 0, 4, 0, 0, 0, false],
  ['JazakAllah khair to everyone who helped with the food drive.', 'Salman Jafri', 4, 1, 1, 0, 0, 0, false],
];

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-21T09:00:00.000Z');

/** Twelve posts in four groups, newest first: some reported, one hidden, one deleted by its author, two trending, two with a picture. */
export const postFixtures: Post[] = ROWS.map(([message, author, groupId, reportCount, commentCount, hidden, softDelete, trend, picture], index) => ({
  postId: 100 - index,
  message,
  mediaUrl: picture ? PICTURE : null,
  createDateTime: new Date(NOW - index * 5 * HOUR).toISOString(),
  userDisplayName: author,
  userId: 2002 + index,
  groupId,
  groupName: GROUPS.find(([id]) => id === groupId)![1],
  reportCount,
  commentCount,
  likeCount: (index * 7) % 40,
  trend,
  hidden,
  softDelete,
  status: 1,
  typeId: picture ? 2 : 1,
  updateDate: new Date(NOW - index * 5 * HOUR).toISOString(),
}));
export const [halaqa, spam, parking, complaint] = postFixtures as [Post, Post, Post, Post];
export const deletedByAuthor = postFixtures[8]!;

/** What Hide and Unhide do, one post or many: the spec's refusals where it is already so, or deleted by its author. */
const hideAs = (post: Post, hidden: number): Partial<Post> | string =>
  post.softDelete === 1 ? M.softDeleted : post.hidden === hidden ? (hidden ? M.alreadyHidden : M.alreadyVisible) : { hidden: hidden as 0 | 1 };
const queryNumber = (request: Request, name: string) => Number(new URL(request.url).searchParams.get(name));

export const postRows = memoryResource(discussions, postFixtures, {
  history: changedOnce(halaqa.postId, '2026-11-20T10:00:00.000Z', [{ field: 'message', from: 'Sisters halaqa on Friday?', to: halaqa.message }]).map((entry) => ({ ...entry, recordId: halaqa.postId })),
  actions: {
    hide: (_post, request) => ({ hidden: queryNumber(request, 'hideInd') as 0 | 1 }),
    markTrending: (_post, request) => ({ trend: queryNumber(request, 'trend') as 0 | 1 }),
  },
  bulkActions: { hideAll: (post, body) => hideAs(post, Number(body.hideIndicator)) },
  matches: (post, body) =>
    (!body.createdByName || post.userDisplayName.toLowerCase().includes(String(body.createdByName).toLowerCase())) &&
    (!Array.isArray(body.groupIds) || body.groupIds.length === 0 || body.groupIds.includes(post.groupId)),
});

const COMMENTS: [string, string, 0 | 1][] = [
  ['Yes, right after Asr in the small hall.', 'Wardah Lodhi', 0],
  ['Spam link removed', 'Anas Ghani', 1],
];
export const commentFixtures: Comment[] = COMMENTS.map(([message, author, hidden], index) => ({
  commentId: 500 + index,
  postId: halaqa.postId,
  postMessage: halaqa.message,
  userId: 2030 + index,
  userDisplayName: author,
  message,
  createDateTime: new Date(NOW - index * HOUR).toISOString(),
  hidden,
  updateDate: new Date(NOW - index * HOUR).toISOString(),
}));
export const commentRows = memoryResource(discussionComments, commentFixtures, {
  actions: { hide: (_comment, request) => ({ hidden: queryNumber(request, 'hideInd') as 0 | 1 }) },
});

/** The groups, and one post's comments (post/list-comments/) read from the comments in memory. */
export const discussionHandlers = [
  ...memoryResource(communityGroups, contractFixtures.communityGroupFixtures).handlers(),
  contractHandler(listPostComments, async ({ request }) => {
    const { postId } = (await request.json()) as { postId: number };
    const reply = await fetch(`${serviceBaseUrl('site')}${discussionComments.calls.list.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ postId, pageno: 1, limitCount: 100, firstIndex: -2 }) });
    return HttpResponse.json(await reply.json());
  }),
  ...commentRows.handlers(),
];
