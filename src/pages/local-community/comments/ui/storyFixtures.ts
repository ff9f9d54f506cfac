import { siteContract } from '@/shared/api';
import { memoryResource } from '@/shared/lib/storybook';

type Comment = siteContract.DiscussionComment;
const { discussionComments } = siteContract;
const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-21T09:00:00.000Z');

/** comment, author, the post it answers, hidden */
const ROWS: [string, string, string, 0 | 1][] = [
  ['Yes, right after Asr in the small hall.', 'Wardah Lodhi', 'Is there a sisters-only halaqa this Friday after Asr?', 0],
  ['Visit my page for cheap followers', 'Zaid Mirza', 'Is there a sisters-only halaqa this Friday after Asr?', 1],
  ['The one on the high street has a car park.', 'Umar Abbasi', 'Which masjid nearby has parking for Jumuah?', 0],
  ['Ameen, may Allah grant her shifa.', 'Rania Kazmi', 'Please make dua for my mother, she is in hospital.', 0],
  ['جزاک اللہ خیر', 'Yasmin Naqvi', 'JazakAllah khair to everyone who helped with the food drive.', 0],
  ['I can help on Saturdays.', 'Luqman Baig', 'Looking for volunteers to teach Arabic to the children.', 0],
  ['Count me in!', 'Khadija Hashmi', 'Carpooling to the Eid prayer: who has space for two more?', 0],
  ['Which hall exactly?', 'Anas Ghani', 'Is there a sisters-only halaqa this Friday after Asr?', 0],
  ['May Allah reward you all.', 'Salman Jafri', 'JazakAllah khair to everyone who helped with the food drive.', 0],
  ['Is there parking for sisters too?', 'Hafsa Farooqi', 'Which masjid nearby has parking for Jumuah?', 0],
  ['Two seats left in my car.', 'Idris Naqvi', 'Carpooling to the Eid prayer: who has space for two more?', 0],
];

/** Eleven comments on five posts, newest first, one hidden: two pages of 10. */
export const commentFixtures: Comment[] = ROWS.map(([message, author, postMessage, hidden], index) => ({
  commentId: 600 - index,
  postId: 90 + (postMessage.length % 5),
  postMessage,
  userId: 2040 + index,
  userDisplayName: author,
  message,
  createDateTime: new Date(NOW - index * 2 * HOUR).toISOString(),
  hidden,
  updateDate: new Date(NOW - index * 2 * HOUR).toISOString(),
}));
export const [answered, spamComment] = commentFixtures as [Comment, Comment];

export const commentRows = memoryResource(discussionComments, commentFixtures, {
  actions: { hide: (_comment, request) => ({ hidden: Number(new URL(request.url).searchParams.get('hideInd')) as 0 | 1 }) },
});
