import { PERMISSION_BITS, SECURITY_POINTS, type SecurityPointKey } from '@/shared/lib/permissions';
import type { coursesContract, discountsContract } from '@/shared/api/contract';

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
  // A second moderator, so two people can reach for the same unassigned chat (users 7 to 9 are teachers).
  { id: 10, email: 'moderator2@example.com', password: 'Moderator2!2345', fullname: 'Saad Mirza', groupId: 7 },
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

/**
 * Academy learners (users of the learning app, not of this panel), with ids apart from staff ids.
 * Each has a learner key for the learner calls (header x-learner-key); these demo keys are public,
 * for trying the chat out (scripts/demo-learners.mjs sends submissions with them).
 */
export const DEMO_LEARNERS = [
  { id: 1001, name: 'Ayesha Malik', key: 'demo-learner-ayesha-1001' },
  { id: 1002, name: 'Hamza Sheikh', key: 'demo-learner-hamza-1002' },
  { id: 1003, name: 'Maryam Iqbal', key: 'demo-learner-maryam-1003' },
  { id: 1004, name: 'Ibrahim Khan', key: 'demo-learner-ibrahim-1004' },
  { id: 1005, name: 'Sumayya Rehman', key: 'demo-learner-sumayya-1005' },
  { id: 1006, name: 'Yahya Chaudhry', key: 'demo-learner-yahya-1006' },
] as const;

/** Teachers of the instructor group who do not sign in to the panel (no password is ever given out). */
export const DEMO_TEACHERS = [
  { id: 7, email: 'khadija.noor@example.com', fullname: 'Khadija Noor' },
  { id: 8, email: 'hassan.ali@example.com', fullname: 'Hassan Ali' },
  { id: 9, email: 'maryam.yusuf@example.com', fullname: 'Maryam Yusuf' },
] as const;

/** Instructor profiles of the academy; users 8 and 9 are left without one so the picker has someone to offer. */
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

/** The academy's playlist on the video host: the titles the course, chapter and lesson forms pick from. */
export const DEMO_PLAYLIST = [
  { id: 'vid-tajweed-intro', title: 'Tajweed Basics: Introduction' },
  { id: 'vid-makharij-throat', title: 'Makharij: The Throat Letters' },
  { id: 'vid-makharij-tongue', title: 'Makharij: The Tongue Letters' },
  { id: 'vid-noon-sakinah', title: 'Rules of Noon Sakinah and Tanween' },
  { id: 'vid-meem-sakinah', title: 'Rules of Meem Sakinah' },
  { id: 'vid-madd-basics', title: 'The Natural Madd' },
  { id: 'vid-qalqalah', title: 'Qalqalah: The Echoing Letters' },
  { id: 'vid-alphabet-1', title: 'The Arabic Alphabet, Part 1' },
  { id: 'vid-alphabet-2', title: 'The Arabic Alphabet, Part 2' },
  { id: 'vid-harakat', title: 'Short Vowels: Fathah, Kasrah, Dammah' },
  { id: 'vid-circle-welcome', title: 'Weekly Quran Circle: Welcome' },
  { id: 'vid-grammar-nouns', title: 'Quranic Arabic: Nouns and Their Cases' },
] as const;

type CourseInput = coursesContract.CourseInput;
type SeedPart = NonNullable<CourseInput['parts']>[number] & { subParts?: { name: string; shortDescription: string }[] };

/** A demo course: its instructors named by user id, parts possibly with sub-parts. */
export interface CourseSeed extends Omit<CourseInput, 'instructorIds' | 'parts'> {
  instructorUserIds: number[];
  parts?: SeedPart[];
}

const SURVEY = 'https://example.com/survey/academy';
const notCertified = { containCompletionCertificate: false, completionCriteria: [] };
const noExternal = { isExternalContentAvailable: false, externalContent: [] };

/**
 * Three MASTERCLASS courses (two with parts and sub-parts, one of them locked and published without a
 * discount for the publish picker, one unpublished with parts only) and two BASIC ones with parts.
 * Every course has parts, so every academy screen opens full. Ids follow this order; the
 * demo chats refer to courses 1 and 2.
 */
export const DEMO_COURSES: readonly CourseSeed[] = [
  {
    basicInfo: {
      type: 'MASTERCLASS',
      subType: 'RECORDED',
      accessType: 'LOCKED',
      occurrenceType: 'NON_RECURRING',
      title: 'Tajweed Basics',
      alias: 'tajweed-basics',
      subTitle: 'Recite the Quran with the correct sounds and rules',
      shortDescription: 'A step-by-step course on the articulation points and the core rules of tajweed.',
      longDescription:
        'Learners start with the points of articulation of every letter, move on to the rules of noon and meem sakinah, and finish with the lengths of madd. Each part ends with a recorded recitation reviewed by a teacher.',
      cardText: 'Beautify your recitation',
      classGoal: 'Recite short surahs with correct makharij and the basic rules of tajweed.',
      rank: 1,
      isPublished: true,
      containCompletionCertificate: true,
      completionCriteria: ['VIDEO_LEC', 'ASSIGNMENT'],
      isCommunityEnabled: true,
      isStudentTestimonialEnabled: true,
      sharableLink: 'https://example.com/academy/tajweed-basics',
      isThumbnailLight: false,
    },
    contentInfo: {
      introVideoId: 'vid-tajweed-intro',
      containParts: true,
      containSubParts: true,
      surveyLink: SURVEY,
      isExternalContentAvailable: true,
      externalContent: [{ type: 'COMMUNITY_CHANNEL', title: 'Tajweed learners group', value: 'https://example.com/community/tajweed' }],
    },
    overviewInfo: {
      objectives: ['Pronounce every letter from its correct point of articulation', 'Apply the rules of noon and meem sakinah'],
      benefits: ['Teacher feedback on every recitation', 'Lifetime access to the recorded lessons'],
      duration: '12h 30m',
      studentTestimonials: [
        { studentName: 'Ayesha Malik', rating: 5, testimonial: 'My recitation improved within a few weeks.' },
        { studentName: 'Hamza Sheikh', rating: 4, testimonial: 'Clear lessons and patient feedback.' },
      ],
      completionCriteria: { 'part-1': ['VIDEO_LEC'], 'part-2': ['VIDEO_LEC', 'ASSIGNMENT'] },
    },
    subscriptionInfo: {
      subscriptionDetail: ['Twelve hours of recorded lessons', 'Weekly recitation review'],
      priceType: 'PAID',
      price: 49,
      storePurchaseId: 'academy.tajweed_basics',
      storePurchaseInfo: 'One-time purchase',
    },
    instructorUserIds: [4],
    parts: [
      {
        name: 'Points of Articulation',
        shortDescription: 'Where each letter is pronounced from.',
        subParts: [
          { name: 'The Throat', shortDescription: 'The six throat letters.' },
          { name: 'The Tongue', shortDescription: 'The eighteen tongue letters.' },
        ],
      },
      {
        name: 'Noon and Meem Sakinah',
        shortDescription: 'Izhar, idgham, iqlab and ikhfa.',
        subParts: [
          { name: 'Noon Sakinah and Tanween', shortDescription: 'The four rules.' },
          { name: 'Meem Sakinah', shortDescription: 'The three rules.' },
        ],
      },
      { name: 'Madd', shortDescription: 'The lengths of the prolonged vowels.' },
    ],
  },
  {
    basicInfo: {
      type: 'MASTERCLASS',
      subType: 'LIVE',
      accessType: 'LOCKED',
      occurrenceType: 'RECURRING',
      title: 'Weekly Quran Circle',
      alias: 'quran-circle',
      subTitle: 'Recite together every Saturday',
      shortDescription: 'A live weekly class where learners recite in turn and get corrected.',
      longDescription: 'Every Saturday after Asr a teacher leads a small circle of learners through a passage, listening to each in turn.',
      cardText: 'Live every Saturday',
      classGoal: 'Build a steady weekly habit of recitation with a teacher.',
      rank: 2,
      isPublished: true,
      ...notCertified,
      isCommunityEnabled: true,
      isStudentTestimonialEnabled: false,
      sharableLink: 'https://example.com/academy/quran-circle',
      isThumbnailLight: true,
    },
    contentInfo: { introVideoId: 'vid-circle-welcome', containParts: true, containSubParts: true, surveyLink: SURVEY, ...noExternal },
    overviewInfo: { objectives: ['Recite a passage each week'], benefits: ['Small groups of at most 30'], duration: '1h 30m' },
    subscriptionInfo: {
      subscriptionDetail: ['One live class each week'],
      priceType: 'PAID',
      price: 25,
      storePurchaseId: 'academy.quran_circle',
      storePurchaseInfo: 'Monthly subscription',
    },
    batchConfigInfo: {
      startAt: '2025-01-04T16:00:00',
      timezone: 'UTC',
      enrollmentDurationMins: 10080,
      batchDurationMins: 90,
      maxAllowedStudents: 30,
      batchFrequency: 'WEEKLY',
    },
    instructorUserIds: [7],
    parts: [
      {
        name: 'Juz Amma',
        shortDescription: 'The thirtieth part, from An-Naba to An-Nas.',
        subParts: [
          { name: 'An-Naba to Al-Infitar', shortDescription: 'The first weeks of the term.' },
          { name: 'Al-Mutaffifin to An-Nas', shortDescription: 'The rest of the term.' },
        ],
      },
      {
        name: 'Juz Tabarak',
        shortDescription: 'The twenty-ninth part, from Al-Mulk to Al-Mursalat.',
        subParts: [{ name: 'Al-Mulk to Al-Jinn', shortDescription: 'The second term.' }],
      },
    ],
  },
  {
    basicInfo: {
      type: 'MASTERCLASS',
      subType: 'HYBRID',
      accessType: 'UNLOCKED',
      occurrenceType: 'NON_RECURRING',
      title: 'Quranic Arabic for Understanding',
      alias: 'quranic-arabic',
      shortDescription: 'The grammar and vocabulary that unlock the meaning of the Quran.',
      longDescription: 'Recorded grammar lessons with live question sessions. Still being prepared, so not yet published.',
      rank: 3,
      isPublished: false,
      ...notCertified,
      isCommunityEnabled: false,
      isStudentTestimonialEnabled: false,
      sharableLink: 'https://example.com/academy/quranic-arabic',
      isThumbnailLight: false,
    },
    contentInfo: { introVideoId: 'vid-grammar-nouns', containParts: true, containSubParts: false, surveyLink: SURVEY, ...noExternal },
    overviewInfo: { objectives: ['Recognise the cases of nouns'], benefits: ['Live question sessions'], duration: '20h 0m' },
    subscriptionInfo: { priceType: 'PAID', price: 39 },
    instructorUserIds: [7, 4],
    parts: [{ name: 'Nouns' }, { name: 'Verbs' }],
  },
  {
    basicInfo: {
      type: 'BASIC',
      accessType: 'OPEN',
      title: 'Learn the Arabic Alphabet',
      alias: 'arabic-alphabet',
      shortDescription: 'Recognise, write and pronounce the 28 letters.',
      longDescription: 'Short recorded lessons for complete beginners, children and adults alike.',
      rank: 4,
      isPublished: true,
      ...notCertified,
      isCommunityEnabled: false,
      isStudentTestimonialEnabled: false,
      isThumbnailLight: true,
    },
    contentInfo: { introVideoId: 'vid-alphabet-1', containParts: true, containSubParts: false, surveyLink: SURVEY, ...noExternal },
    overviewInfo: { benefits: ['Free for everyone'], duration: '3h 15m' },
    subscriptionInfo: { priceType: 'FREE', price: 0 },
    instructorUserIds: [7],
    parts: [
      { name: 'Alif to Kha', shortDescription: 'The first seven letters.' },
      { name: 'Dal to Ghayn', shortDescription: 'The next twelve letters.' },
      { name: 'Fa to Ya', shortDescription: 'The last nine letters.' },
    ],
  },
  {
    basicInfo: {
      type: 'BASIC',
      accessType: 'OPEN',
      title: 'Short Surahs: Weekly Recitation',
      alias: 'short-surahs',
      shortDescription: 'Memorise and recite the short surahs, one week at a time.',
      longDescription: 'Each week has a surah, a recorded explanation of its recitation and an assignment to send in.',
      rank: 5,
      isPublished: true,
      ...notCertified,
      isCommunityEnabled: true,
      isStudentTestimonialEnabled: false,
      isThumbnailLight: false,
    },
    contentInfo: { containParts: true, containSubParts: false, surveyLink: SURVEY, ...noExternal },
    overviewInfo: { duration: '6h 0m' },
    subscriptionInfo: { priceType: 'FREE' },
    instructorUserIds: [4],
    parts: [
      { name: 'An-Nas to Al-Kafirun', shortDescription: 'The last six surahs of the Quran.' },
      { name: 'Al-Kawthar to At-Takathur', shortDescription: 'The six surahs before them.' },
    ],
  },
];

/** A discount of the demo: dates in days from the day the seed runs; `courses` by title. */
export interface DiscountSeed extends Omit<discountsContract.DiscountInput, 'startAt' | 'expiresAt'> {
  startsInDays: number;
  expiresInDays: number;
  active: boolean;
  courses: string[];
}

export const DEMO_DISCOUNTS: readonly DiscountSeed[] = [
  { name: 'Ramadan 20% off', type: 'PERCENTAGE', value: 20, startsInDays: -7, expiresInDays: 60, active: true, courses: ['Tajweed Basics'] },
  { name: 'Eid flat offer', type: 'FLAT', value: 10, startsInDays: 14, expiresInDays: 21, active: false, courses: [] },
];
