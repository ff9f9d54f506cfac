import type { coursesContract } from '@/shared/api';
import type { CourseFormValues, CoursePartRow, ExternalContentRow, MilestoneRow, TestimonialRow } from './schema';

type Course = coursesContract.Course;

export const emptyPart = (): CoursePartRow => ({
  partId: null,
  name: '',
  shortDescription: '',
  longDescription: '',
  thumbnail: null,
  thumbnailUrl: null,
  criteria: [],
});

export const emptyTestimonial = (): TestimonialRow => ({ studentName: '', rating: null, testimonial: '' });

export const emptyMilestone = (): MilestoneRow => ({
  title: '',
  achievedText: '',
  unAchievedText: '',
  achievedDescription: '',
  unAchievedDescription: '',
  badge: null,
  badgeImagePath: null,
  badgeImageUrl: null,
});

export const emptyExternalContent = (): ExternalContentRow => ({
  type: null,
  title: '',
  link: '',
  asset: null,
  assetPath: null,
  assetUrl: null,
});

/** A new course: nothing chosen yet except the spec's defaults, RECORDED and NON_RECURRING. */
export function emptyCourseForm(): CourseFormValues {
  return {
    type: null,
    subType: 'RECORDED',
    accessType: null,
    occurrenceType: 'NON_RECURRING',
    durationHours: null,
    durationMinutes: '',
    rank: null,
    title: '',
    alias: '',
    subTitle: '',
    shortDescription: '',
    longDescription: '',
    cardText: '',
    classGoal: '',
    benefits: [],
    subscriptionDetail: [],
    storePurchaseId: '',
    storePurchaseInfo: '',
    priceType: null,
    price: null,
    containParts: null,
    containSubParts: null,
    parts: [],
    isStudentTestimonialEnabled: null,
    testimonials: [],
    isCommunityEnabled: null,
    batch: {
      startAt: null,
      timezone: 'UTC',
      enrollmentDurationMins: null,
      batchDurationMins: null,
      maxAllowedStudents: null,
      batchFrequency: 'NONE',
    },
    surveyLink: '',
    sharableLink: '',
    image: null,
    thumbnail: null,
    thumbnailBackground: null,
    introVideoId: null,
    videoThumbnail: null,
    objectives: [],
    containCompletionCertificate: false,
    completionCriteria: [],
    milestones: [],
    isExternalContentAvailable: null,
    externalContent: [],
    instructorIds: [],
  };
}

/** '12h 30m' → 12 and '30'; anything else leaves both empty. */
export function splitDuration(duration: string): { hours: number | null; minutes: string } {
  const match = /^(\d+)h (\d+)m$/.exec(duration.trim());
  return match ? { hours: Number(match[1]), minutes: match[2] ?? '' } : { hours: null, minutes: '' };
}

const lines = (values: readonly string[]) => values.map((value) => ({ value }));

/** The saved course as the form shows it; stored files stay where they are unless replaced. */
export function courseToForm(course: Course): CourseFormValues {
  const { basicInfo: basic, contentInfo: content, overviewInfo: overview, subscriptionInfo: subscription } = course;
  const duration = splitDuration(overview.duration);
  const empty = emptyCourseForm();
  return {
    ...empty,
    type: basic.type,
    subType: basic.subType,
    accessType: basic.accessType,
    occurrenceType: basic.occurrenceType,
    durationHours: duration.hours,
    durationMinutes: duration.minutes,
    rank: basic.rank,
    title: basic.title,
    alias: basic.alias,
    subTitle: basic.subTitle,
    shortDescription: basic.shortDescription,
    longDescription: basic.longDescription,
    cardText: basic.cardText,
    classGoal: basic.classGoal,
    benefits: lines(overview.benefits),
    subscriptionDetail: lines(subscription.subscriptionDetail),
    storePurchaseId: subscription.storePurchaseId,
    storePurchaseInfo: subscription.storePurchaseInfo,
    priceType: subscription.priceType,
    price: subscription.priceType === 'PAID' ? subscription.price : null,
    containParts: content.containParts,
    containSubParts: content.containSubParts,
    parts: course.parts.map((part, index) => ({
      partId: part.id,
      name: part.name,
      shortDescription: part.shortDescription,
      longDescription: part.longDescription,
      thumbnail: null,
      thumbnailUrl: part.thumbnailUrl,
      criteria: overview.completionCriteria[partKey(index)] ?? [],
    })),
    isStudentTestimonialEnabled: basic.isStudentTestimonialEnabled,
    testimonials: overview.studentTestimonials.map((item) => ({ ...item })),
    isCommunityEnabled: basic.isCommunityEnabled,
    batch: course.batchConfigInfo ? { ...course.batchConfigInfo } : empty.batch,
    surveyLink: content.surveyLink,
    sharableLink: basic.sharableLink,
    thumbnailBackground: basic.isThumbnailLight ? 'LIGHT' : 'DARK',
    introVideoId: content.introVideoId,
    objectives: lines(overview.objectives),
    containCompletionCertificate: basic.containCompletionCertificate,
    completionCriteria: [...basic.completionCriteria],
    milestones: overview.milestones.map((milestone) => ({ ...milestone, badge: null })),
    isExternalContentAvailable: content.isExternalContentAvailable,
    externalContent: content.externalContent.map((item) => {
      const isAsset = item.type === 'ASSET_UPLOAD';
      return {
        type: item.type,
        title: item.title,
        link: isAsset ? '' : item.value,
        asset: null,
        assetPath: isAsset ? item.value : null,
        assetUrl: isAsset ? item.valueUrl : null,
      };
    }),
    instructorIds: [...course.instructorIds],
  };
}

/** The key of a part's completion criteria: 'part-1' for the first part, and so on. */
export function partKey(index: number): string {
  return `part-${index + 1}`;
}
