import type { Instructor } from './instructors';

/** A drawn portrait as a data address, so stories show an image without a file server. */
const PORTRAIT =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#d7ebe3"/>' +
      '<circle cx="48" cy="38" r="18" fill="#2f7d62"/><path d="M16 92c4-20 17-30 32-30s28 10 32 30z" fill="#2f7d62"/></svg>',
  );

/** The instructors of the demo seed (users 4 and 7), with a portrait on the first. */
export const instructorFixtures: Instructor[] = [
  {
    id: 1,
    userId: 4,
    name: 'Bilal Ahmed',
    shortDescription: 'Teaches tajweed and Quran recitation to beginners and intermediate learners.',
    longDescription:
      'Bilal has taught Quran recitation for twelve years, first in his local mosque and then online. He focuses on correct articulation of the letters and steady, unhurried practice.',
    imagePath: 'INSTRUCTOR_IMAGE/bilal.png',
    imageUrl: PORTRAIT,
    thumbnailUrl: PORTRAIT,
    expertise: ['Tajweed', 'Quran recitation', 'Makharij'],
  },
  {
    id: 2,
    userId: 7,
    name: 'Khadija Noor',
    shortDescription: 'Arabic grammar and vocabulary for understanding the Quran.',
    longDescription:
      'Khadija studied Arabic in Cairo and has built courses that take learners from the alphabet to reading short surahs with understanding.',
    imagePath: null,
    imageUrl: null,
    thumbnailUrl: null,
    expertise: ['Arabic grammar', 'Vocabulary', 'Tafsir basics'],
  },
];

/** Members of the instructor group (11) offered by the user picker. */
export const instructorUserFixtures = [
  { userId: 4, fullname: 'Bilal Ahmed' },
  { userId: 8, fullname: 'Hassan Ali' },
  { userId: 7, fullname: 'Khadija Noor' },
];

/** Ten to a page for the paging stories: the two above and invented colleagues. */
export function manyInstructors(count: number): Instructor[] {
  const names = ['Yusuf Karim', 'Maryam Aziz', 'Omar Farooq', 'Sumayya Iqbal', 'Ibrahim Qureshi', 'Hafsa Malik', 'Tariq Jameel'];
  return Array.from({ length: count }, (_, index) => {
    const base = instructorFixtures[index % instructorFixtures.length] as Instructor;
    const name = index < instructorFixtures.length ? base.name : `${names[index % names.length] ?? 'Teacher'} ${Math.floor(index / names.length) + 1}`;
    return { ...base, id: index + 1, userId: 100 + index, name };
  });
}
