import type { VideoTitle } from '../playlist';
import type { Course } from './courses';

/** A drawn picture as a data address, so stories show course images without a file server. */
function picture(background: string, foreground: string, width = 160, height = 90): string {
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${background}"/>` +
        `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="${foreground}"/></svg>`,
    )
  );
}

const SURVEY = 'https://example.com/survey/academy';

/** The academy's playlist of the demo seed: the titles the intro video picker offers. */
export const courseVideoTitleFixtures: VideoTitle[] = [
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
];

/**
 * Course 1 of the demo seed, Tajweed Basics: a locked, published MASTERCLASS with three parts and
 * sub-parts, testimonials, objectives, a community channel, a certificate with criteria per part
 * and the published discount. The seed stores no pictures; here it has a course image, a
 * thumbnail, a video thumbnail and one milestone with its badge, so every section of the form and
 * the view has something to show.
 */
export const masterclassCourseFixture: Course = {
  id: 1,
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
    thumbnailPath: 'course-image/tajweed-basics-thumbnail.png',
    imagePath: 'course-image/tajweed-basics.png',
    isThumbnailLight: false,
  },
  contentInfo: {
    introVideoId: 'vid-tajweed-intro',
    introVideoTitle: 'Tajweed Basics: Introduction',
    introVideoThumbnailPath: 'course-image/tajweed-basics-video.png',
    containParts: true,
    containSubParts: true,
    surveyLink: SURVEY,
    isExternalContentAvailable: true,
    externalContent: [
      { type: 'COMMUNITY_CHANNEL', title: 'Tajweed learners group', value: 'https://example.com/community/tajweed', valueUrl: null },
    ],
  },
  overviewInfo: {
    objectives: ['Pronounce every letter from its correct point of articulation', 'Apply the rules of noon and meem sakinah'],
    benefits: ['Teacher feedback on every recitation', 'Lifetime access to the recorded lessons'],
    duration: '12h 30m',
    studentTestimonials: [
      { studentName: 'Ayesha Malik', rating: 5, testimonial: 'My recitation improved within a few weeks.' },
      { studentName: 'Hamza Sheikh', rating: 4, testimonial: 'Clear lessons and patient feedback.' },
    ],
    milestones: [
      {
        title: 'Halfway there',
        achievedText: 'Halfway there!',
        unAchievedText: 'Keep going',
        achievedDescription: 'You have learnt where every letter is pronounced from.',
        unAchievedDescription: 'Finish the points of articulation to earn this badge.',
        badgeImagePath: 'course-image/badge-halfway.png',
        badgeImageUrl: picture('#fef3c7', '#b45309', 64, 64),
      },
    ],
    completionCriteria: { 'part-1': ['VIDEO_LEC'], 'part-2': ['VIDEO_LEC', 'ASSIGNMENT'] },
  },
  subscriptionInfo: {
    subscriptionDetail: ['Twelve hours of recorded lessons', 'Weekly recitation review'],
    priceType: 'PAID',
    price: 49,
    storePurchaseId: 'academy.tajweed_basics',
    storePurchaseInfo: 'One-time purchase',
    discountInfo: { id: 1, name: 'Ramadan 20% off', type: 'PERCENTAGE', value: 20, isActive: true },
  },
  batchConfigInfo: null,
  instructorIds: [1],
  instructorsName: ['Bilal Ahmed'],
  imageUrl: picture('#d7ebe3', '#2f7d62'),
  thumbnailUrl: picture('#1f2937', '#5eead4'),
  introVideoThumbnailUrl: picture('#e0e7ff', '#4338ca'),
  parts: [
    { id: 1, name: 'Points of Articulation', shortDescription: 'Where each letter is pronounced from.', longDescription: '', thumbnailPath: null, thumbnailUrl: null },
    { id: 2, name: 'Noon and Meem Sakinah', shortDescription: 'Izhar, idgham, iqlab and ikhfa.', longDescription: '', thumbnailPath: null, thumbnailUrl: null },
    { id: 3, name: 'Madd', shortDescription: 'The lengths of the prolonged vowels.', longDescription: '', thumbnailPath: null, thumbnailUrl: null },
  ],
};

/** Course 2 of the demo seed, Weekly Quran Circle: a LIVE, RECURRING MASTERCLASS with its batch settings. */
export const recurringCourseFixture: Course = {
  id: 2,
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
    containCompletionCertificate: false,
    completionCriteria: [],
    isCommunityEnabled: true,
    isStudentTestimonialEnabled: false,
    sharableLink: 'https://example.com/academy/quran-circle',
    thumbnailPath: null,
    imagePath: 'course-image/quran-circle.png',
    isThumbnailLight: true,
  },
  contentInfo: {
    introVideoId: 'vid-circle-welcome',
    introVideoTitle: 'Weekly Quran Circle: Welcome',
    introVideoThumbnailPath: null,
    containParts: false,
    containSubParts: false,
    surveyLink: SURVEY,
    isExternalContentAvailable: false,
    externalContent: [],
  },
  overviewInfo: {
    objectives: ['Recite a passage each week'],
    benefits: ['Small groups of at most 30'],
    duration: '1h 30m',
    studentTestimonials: [],
    milestones: [],
    completionCriteria: {},
  },
  subscriptionInfo: {
    subscriptionDetail: ['One live class each week'],
    priceType: 'PAID',
    price: 25,
    storePurchaseId: 'academy.quran_circle',
    storePurchaseInfo: 'Monthly subscription',
    discountInfo: null,
  },
  batchConfigInfo: {
    startAt: '2025-01-04T16:00:00',
    timezone: 'UTC',
    enrollmentDurationMins: 10080,
    batchDurationMins: 90,
    maxAllowedStudents: 30,
    batchFrequency: 'WEEKLY',
  },
  instructorIds: [2],
  instructorsName: ['Khadija Noor'],
  imageUrl: picture('#fef9c3', '#a16207'),
  thumbnailUrl: null,
  introVideoThumbnailUrl: null,
  parts: [],
};

/** Course 4 of the demo seed, Learn the Arabic Alphabet: a free, open BASIC course (always RECORDED, NON_RECURRING). */
export const basicCourseFixture: Course = {
  id: 4,
  basicInfo: {
    type: 'BASIC',
    subType: 'RECORDED',
    accessType: 'OPEN',
    occurrenceType: 'NON_RECURRING',
    title: 'Learn the Arabic Alphabet',
    alias: 'arabic-alphabet',
    subTitle: '',
    shortDescription: 'Recognise, write and pronounce the 28 letters.',
    longDescription: 'Short recorded lessons for complete beginners, children and adults alike.',
    cardText: '',
    classGoal: '',
    rank: 4,
    isPublished: true,
    containCompletionCertificate: false,
    completionCriteria: [],
    isCommunityEnabled: false,
    isStudentTestimonialEnabled: false,
    sharableLink: '',
    thumbnailPath: 'course-image/arabic-alphabet-thumbnail.png',
    imagePath: 'course-image/arabic-alphabet.png',
    isThumbnailLight: true,
  },
  contentInfo: {
    introVideoId: 'vid-alphabet-1',
    introVideoTitle: 'The Arabic Alphabet, Part 1',
    introVideoThumbnailPath: null,
    containParts: false,
    containSubParts: false,
    surveyLink: SURVEY,
    isExternalContentAvailable: false,
    externalContent: [],
  },
  overviewInfo: {
    objectives: [],
    benefits: ['Free for everyone'],
    duration: '3h 15m',
    studentTestimonials: [],
    milestones: [],
    completionCriteria: {},
  },
  subscriptionInfo: {
    subscriptionDetail: [],
    priceType: 'FREE',
    price: 0,
    storePurchaseId: '',
    storePurchaseInfo: '',
    discountInfo: null,
  },
  batchConfigInfo: null,
  instructorIds: [2],
  instructorsName: ['Khadija Noor'],
  imageUrl: picture('#fce7f3', '#be185d'),
  thumbnailUrl: picture('#f8fafc', '#0f766e'),
  introVideoThumbnailUrl: null,
  parts: [],
};
