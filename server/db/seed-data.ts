import { PERMISSION_BITS, SECURITY_POINTS, type SecurityPointKey } from '@/shared/lib/permissions';

const { list, view, add, edit, perform, all } = PERMISSION_BITS;

export const ADMINISTRATORS = { id: 1, name: 'Administrators' } as const;

interface GroupSeed {
  id: number;
  name: string;
  permissions: Partial<Record<SecurityPointKey, number>>;
}

const every = (value: number) =>
  Object.fromEntries(SECURITY_POINTS.map((point) => [point.key, value])) as Record<SecurityPointKey, number>;
const only = (keys: readonly SecurityPointKey[], value: number) =>
  Object.fromEntries(keys.map((key) => [key, value])) as Partial<Record<SecurityPointKey, number>>;

const CONTENT_POINTS: SecurityPointKey[] = [
  'ARTICLES', 'TAGS', 'CATEGORIES', 'GALLERY', 'LOCAL_COMMUNITY', 'SEO', 'FILE_UPLOAD', 'SETTINGS', 'ISLAMIC_EVENTS', 'DASHBOARD',
];
const ACADEMY_POINTS: SecurityPointKey[] = [
  'COURSES', 'CHAPTERS', 'LESSONS', 'EXERCISES', 'INSTRUCTORS', 'COURSE_AUDIO', 'DISCOUNTS', 'BATCHES',
];

/** The demo groups; each has a security profile of the same id and name. */
export const DEMO_GROUPS: readonly GroupSeed[] = [
  { id: 3, name: 'Content team', permissions: only(CONTENT_POINTS, all) },
  {
    id: 7,
    name: 'Moderators',
    permissions: { MODERATOR_PANEL: list | view | add | edit | perform, DASHBOARD: list },
  },
  // Instructors prepare courses but neither delete nor publish.
  { id: 11, name: 'Instructors', permissions: only(ACADEMY_POINTS, list | view | add | edit) },
  { id: 15, name: 'Viewers', permissions: every(list | view) },
];

export const ADMINISTRATOR_PERMISSIONS = every(all);

export interface UserSeed {
  id: number;
  email: string;
  password: string;
  fullname: string;
  groupId: number;
  mustChangePassword?: boolean;
}

/** Staff accounts of the demo (the passwords are documented for trying the panel out). */
export const DEMO_USERS: readonly UserSeed[] = [
  { id: 1, email: 'admin@example.com', password: 'Admin!2345', fullname: 'Amina Rahman', groupId: 1 },
  { id: 2, email: 'content@example.com', password: 'Content!2345', fullname: 'Yusuf Qureshi', groupId: 3 },
  { id: 3, email: 'moderator@example.com', password: 'Moderator!2345', fullname: 'Fatima Siddiqui', groupId: 7 },
  { id: 4, email: 'instructor@example.com', password: 'Instructor!2345', fullname: 'Bilal Ahmed', groupId: 11 },
  { id: 5, email: 'viewer@example.com', password: 'Viewer!2345', fullname: 'Zainab Hussain', groupId: 15 },
  {
    id: 6,
    email: 'newstaff@example.com',
    password: 'Welcome!2345',
    fullname: 'Omar Farooq',
    groupId: 3,
    mustChangePassword: true,
  },
];

/** Academy learners (users of the learning app, not of this panel), with ids apart from staff ids. */
export const DEMO_LEARNERS = [
  { id: 1001, name: 'Ayesha Malik' },
  { id: 1002, name: 'Hamza Sheikh' },
  { id: 1003, name: 'Maryam Iqbal' },
  { id: 1004, name: 'Ibrahim Khan' },
] as const;

/** Teachers of the instructor group who do not sign in to the panel (no password is ever given out). */
export const DEMO_TEACHERS = [
  { id: 7, email: 'khadija.noor@example.com', fullname: 'Khadija Noor' },
  { id: 8, email: 'hassan.ali@example.com', fullname: 'Hassan Ali' },
] as const;

/** Instructor profiles of the academy; user 8 is left without one so the picker has someone to offer. */
export const DEMO_INSTRUCTORS = [
  {
    userId: 4,
    shortDescription: 'Teaches tajweed and Quran recitation to beginners and intermediate learners.',
    longDescription:
      'Bilal has taught Quran recitation for twelve years, first in his local mosque and then online. He focuses on correct articulation of the letters and steady, unhurried practice.',
    expertise: ['Tajweed', 'Quran recitation', 'Makharij'],
  },
  {
    userId: 7,
    shortDescription: 'Arabic grammar and vocabulary for understanding the Quran.',
    longDescription:
      'Khadija studied Arabic in Cairo and has built courses that take learners from the alphabet to reading short surahs with understanding.',
    expertise: ['Arabic grammar', 'Vocabulary', 'Tafsir basics'],
  },
] as const;
