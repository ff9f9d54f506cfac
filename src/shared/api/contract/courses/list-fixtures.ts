import type { CourseListRow } from './courses';

type RowFacts = Pick<CourseListRow, 'id' | 'title' | 'rank' | 'price' | 'type' | 'subType' | 'accessType' | 'occurrenceType' | 'isPublished'> &
  Partial<CourseListRow>;

/** A list row with the fields the table does not show filled in plainly. */
function row(facts: RowFacts): CourseListRow {
  return {
    discountId: null,
    discountName: null,
    locked: facts.accessType === 'LOCKED',
    duration: '1h 0m',
    introduction: '',
    description: '',
    instructorName: '',
    lightThumbnailBackground: false,
    videoTitle: null,
    thumbnailUrl: null,
    containParts: false,
    containSubParts: false,
    ...facts,
  };
}

/**
 * The courses table of the demo seed, in list order (by rank): three MASTERCLASS courses, the first
 * with the published discount and the third unpublished, then two free BASIC ones.
 */
export const courseListFixtures: CourseListRow[] = [
  row({
    id: 1,
    title: 'Tajweed Basics',
    rank: 1,
    price: 49,
    discountId: 1,
    discountName: 'Ramadan 20% off',
    type: 'MASTERCLASS',
    subType: 'RECORDED',
    accessType: 'LOCKED',
    occurrenceType: 'NON_RECURRING',
    isPublished: true,
    duration: '12h 30m',
    introduction: 'A step-by-step course on the articulation points and the core rules of tajweed.',
    instructorName: 'Bilal Ahmed',
    videoTitle: 'Tajweed Basics: Introduction',
    containParts: true,
    containSubParts: true,
  }),
  row({
    id: 2,
    title: 'Weekly Quran Circle',
    rank: 2,
    price: 25,
    type: 'MASTERCLASS',
    subType: 'LIVE',
    accessType: 'LOCKED',
    occurrenceType: 'RECURRING',
    isPublished: true,
    duration: '1h 30m',
    introduction: 'A live weekly class where learners recite in turn and get corrected.',
    instructorName: 'Khadija Noor',
    lightThumbnailBackground: true,
    videoTitle: 'Weekly Quran Circle: Welcome',
  }),
  row({
    id: 3,
    title: 'Quranic Arabic for Understanding',
    rank: 3,
    price: 39,
    type: 'MASTERCLASS',
    subType: 'HYBRID',
    accessType: 'UNLOCKED',
    occurrenceType: 'NON_RECURRING',
    isPublished: false,
    duration: '20h 0m',
    introduction: 'The grammar and vocabulary that unlock the meaning of the Quran.',
    instructorName: 'Khadija Noor, Bilal Ahmed',
    videoTitle: 'Quranic Arabic: Nouns and Their Cases',
    containParts: true,
  }),
  row({
    id: 4,
    title: 'Learn the Arabic Alphabet',
    rank: 4,
    price: 0,
    type: 'BASIC',
    subType: 'RECORDED',
    accessType: 'OPEN',
    occurrenceType: 'NON_RECURRING',
    isPublished: true,
    duration: '3h 15m',
    introduction: 'Recognise, write and pronounce the 28 letters.',
    instructorName: 'Khadija Noor',
    lightThumbnailBackground: true,
    videoTitle: 'The Arabic Alphabet, Part 1',
  }),
  row({
    id: 5,
    title: 'Short Surahs: Weekly Recitation',
    rank: 5,
    price: 0,
    type: 'BASIC',
    subType: 'RECORDED',
    accessType: 'OPEN',
    occurrenceType: 'NON_RECURRING',
    isPublished: true,
    duration: '6h 0m',
    introduction: 'Memorise and recite the short surahs, one week at a time.',
    instructorName: 'Bilal Ahmed',
  }),
];

/** `count` rows for paging and View All: the seed's five, then numbered copies ranked after them. */
export function manyCourseRows(count: number): CourseListRow[] {
  return Array.from({ length: count }, (_, index) => {
    const base = courseListFixtures[index % courseListFixtures.length] as CourseListRow;
    if (index < courseListFixtures.length) return base;
    const copy = Math.floor(index / courseListFixtures.length) + 1;
    return { ...base, id: index + 1, rank: index + 1, title: `${base.title} ${copy}`, discountId: null, discountName: null };
  });
}
