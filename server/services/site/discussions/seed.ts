import type { Db } from '../../../db/database';
import { storeSeedFile } from '../../../db/seed-files';
import { drawnOnce, drawPng, type Rgb } from '../../../db/seed-image';
import type { Storage } from '../../uploads/storage';
import './table';

const HOUR = 60 * 60 * 1000;
const POSTS = 300;
/** The seeded members of the apps who write them (server/services/users/seed.ts: ids 2002–2060). */
const FIRST_AUTHOR = 2002;
const AUTHORS = 59;
const GROUPS = 8;

const POST_TEXTS = [
  'Is there a sisters-only halaqa this Friday after Asr?',
  'JazakAllah khair to everyone who helped with the food drive last weekend.',
  'Which masjid nearby has parking for Jumuah? The usual one is always full.',
  'Reminder: the Quran circle moves to the community hall from next week.',
  'Does anyone know a halal butcher that delivers on Sundays?',
  'Looking for volunteers to teach Arabic to the children, two hours a week.',
  'Beautiful talk on patience tonight, the recording is coming soon in sha Allah.',
  'Please make dua for my mother, she is in hospital.',
  'Carpooling to the Eid prayer: who has space for two more?',
  'New to the area and looking for a study group for Tajweed.',
  'کیا کوئی جمعہ کے بعد درسِ قرآن میں شامل ہونا چاہے گا؟',
  'رمضان کی تیاری کے لیے اس ہفتے ایک نشست ہوگی، سب کو دعوت ہے۔',
];
const COMMENT_TEXTS = [
  'Yes, right after Asr in the small hall.',
  'JazakAllah khair for sharing.',
  'I can help on Saturdays.',
  'Ameen, may Allah grant her shifa.',
  'The one on the high street has a car park.',
  'Count me in!',
  'جزاک اللہ خیر',
  'میں بھی آؤں گا ان شاء اللہ',
];
/** The colours of the drawn pictures some posts carry. */
const PICTURE_COLOURS: readonly Rgb[] = [
  [40, 120, 170],
  [190, 80, 110],
  [60, 140, 90],
  [220, 140, 40],
];

/** A landscape of two colour bands with a sun: a post's picture, drawn once per process. */
const picture = drawnOnce((colour: Rgb) =>
  drawPng(160, 100, (x, y) => ((x - 120) ** 2 + (y - 30) ** 2 < 196 ? [250, 210, 80] : y > 62 ? colour : [225, 236, 245])),
);

/** Inserts rows a hundred at a time, so that seeding every test database stays quick. */
async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 100) await insert(rows.slice(start, start + 100));
}

/**
 * 300 discussions spread over the eight groups, written by the demo members a few hours apart: one in
 * nine reported (34), some hidden, a few deleted by their authors, some trending, one in fifteen with a
 * drawn picture; and up to three comments each, some hidden.
 */
export async function seedDiscussions(db: Db, storage: Storage, now: number): Promise<void> {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  const pictures: string[] = [];
  for (const [index, colour] of PICTURE_COLOURS.entries()) {
    const file = { fileName: `discussion-${index + 1}.png`, contentType: 'image/png', uploadedBy: 1, at: at(POSTS * 3), category: 'DISCUSSION_IMAGE' as const };
    pictures.push(await storeSeedFile(db, storage, { ...file, bytes: picture(colour) }));
  }
  const posts = Array.from({ length: POSTS }, (_, index) => {
    const hasPicture = index % 15 === 4;
    return {
      id: index + 1,
      user_id: FIRST_AUTHOR + ((index * 7) % AUTHORS),
      group_id: 1 + (index % GROUPS),
      message: POST_TEXTS[index % POST_TEXTS.length]!,
      media_key: hasPicture ? pictures[index % pictures.length]! : null,
      created_at: at(index * 3 + 1),
      report_count: index % 9 === 0 ? 1 + (index % 7) : 0,
      like_count: (index * 7) % 40,
      trend: index % 11 === 3 ? 1 : 0,
      hidden: index % 13 === 5 ? 1 : 0,
      soft_delete: index % 50 === 7 ? 1 : 0,
      status: index % 17 === 8 ? 0 : 1,
      type_id: hasPicture ? 2 : index % 5 === 0 ? 3 : 1,
      updated_at: at(index * 3),
    };
  });
  await inBatches(posts, (batch) => db.insertInto('community_posts').values(batch).execute());
  const comments = posts.flatMap((post, index) =>
    Array.from({ length: index % 4 }, (_, nth) => ({
      post_id: post.id,
      user_id: FIRST_AUTHOR + ((index + nth * 11) % AUTHORS),
      message: COMMENT_TEXTS[(index + nth) % COMMENT_TEXTS.length]!,
      created_at: at(index * 3 - nth * 0.5),
      hidden: (index + nth) % 10 === 4 ? 1 : 0,
      updated_at: at(index * 3 - nth * 0.5),
    })),
  );
  await inBatches(comments, (batch) => db.insertInto('community_comments').values(batch).execute());
}
