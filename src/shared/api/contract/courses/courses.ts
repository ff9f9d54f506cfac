import { z } from 'zod';
import { discountType } from '../discounts/discounts';

export const COURSE_TYPES = ['MASTERCLASS', 'BASIC'] as const;
export const COURSE_SUB_TYPES = ['HYBRID', 'RECORDED', 'LIVE'] as const;
export const ACCESS_TYPES = ['OPEN', 'UNLOCKED', 'LOCKED'] as const;
export const OCCURRENCE_TYPES = ['RECURRING', 'NON_RECURRING'] as const;
export const PRICE_TYPES = ['FREE', 'PAID'] as const;
export const COMPLETION_CRITERIA = ['VIDEO_LEC', 'PRACTICE_ASSIGN', 'ASSIGNMENT'] as const;
export const EXTERNAL_CONTENT_TYPES = ['COMMUNITY_CHANNEL', 'RESOURCE_MATERIAL', 'ASSET_UPLOAD'] as const;
export const BATCH_TIMEZONES = ['UTC', 'GMT', 'America/New_York'] as const;
export const BATCH_FREQUENCIES = ['DAILY', 'WEEKLY', 'NONE'] as const;

export const courseType = z.enum(COURSE_TYPES);
export type CourseType = z.infer<typeof courseType>;
export const courseSubType = z.enum(COURSE_SUB_TYPES);
export const accessType = z.enum(ACCESS_TYPES);
export const occurrenceType = z.enum(OCCURRENCE_TYPES);
export const completionCriterion = z.enum(COMPLETION_CRITERIA);
export const externalContentType = z.enum(EXTERNAL_CONTENT_TYPES);

/** The spec's length limits of the course form (section 5), plus a few it leaves open. */
export const COURSE_LIMITS = {
  title: 80,
  alias: 30,
  subTitle: 250,
  shortDescription: 500,
  longDescription: 1500,
  cardText: 100,
  classGoal: 1000,
  benefit: 1000,
  subscriptionDetail: 500,
  objective: 1000,
  storePurchaseId: 200,
  storePurchaseInfo: 200,
  testimonialName: 200,
  testimonialText: 1000,
  externalTitle: 100,
  externalLink: 500,
  // Not given by the spec:
  link: 500,
  partName: 200,
  milestoneText: 200,
  milestoneDescription: 1000,
  listItems: 50,
  parts: 100,
  instructors: 20,
} as const;

/** The spec's words for the course form and list (shown word for word), then a few of this panel's own. */
export const COURSE_MESSAGES = {
  type: 'Please select Course Type!',
  subType: 'Please select Course SubType!',
  number: 'Enter a valid number',
  title: 'Enter a valid title',
  containParts: 'Please select Course Parts',
  containSubParts: 'Please select Course Sub Parts',
  testimonialFlag: 'Please select student testimonial',
  community: 'Please select community option',
  occurrenceType: 'Please select occurrence type',
  capacity: 'Please provide maximum enrollment capacity',
  batchStart: 'Select start date and time',
  surveyLink: 'Enter Survey Link',
  sharableLink: 'Enter Sharable Link',
  thumbnailBackground: 'Please select Thumbnail Background',
  videoTitle: 'Please select Video Title',
  instructor: 'Select Instructor name',
  storePurchaseId: 'Enter store purchase ID',
  priceType: 'Select course price type',
  price: 'Enter course price',
  partName: 'Enter part name',
  benefits: 'Missing benefits',
  studentName: 'Missing student name',
  rating: 'Missing rating',
  testimonial: 'Missing testimonial',
  completionCriteria: 'Please select completion criteria',
  externalType: 'Select a content type',
  externalTitle: 'Enter a title',
  communityLink: 'Enter a community link',
  resourceLink: 'Enter a resource link',
  externalAvailability: 'Please select external content availability',
  imageRequired: 'Please upload Course image',
  imageTooLarge: 'Image must be smaller than 1MB!',
  imageWidth: 'Image width must be greater than 50px and less than 1500px',
  imageHeight: 'Image height must be greater than 20px and less than 1200px',
  externalAssetType: 'Invalid file type. Only .docx, .pdf, and .xlsx are allowed.',
  added: 'Record added successfully!',
  updated: 'Record updated successfully!',
  createFailed: 'Error creating course',
  updateFailed: 'Error updating course',
  ranksUpdated: 'All ranks have been successfully updated.',
  ranksFailed: 'An error occurred while updating ranks.',
  pricesUpdated: 'Prices Updated',
  pricesFailed: 'An error occurred while updating prices.',
  discountRemoved: 'Discount Removed',
  // Not worded by the spec:
  accessType: 'Please select course access',
  milestone: 'Milestone fields are all required',
  objective: 'Missing objective',
  subscriptionDetail: 'Missing subscription detail',
  externalAsset: 'Please upload the asset file',
  subPartsNeedParts: 'A course with sub-parts must also have parts.',
  imageNotUploaded: 'This image has not been uploaded; please upload it again.',
  unknownPart: 'This part does not belong to the course.',
  rankMin: 'Rank must be at least 1.',
  priceMin: 'Price must be at least 1.',
  priceMasterclassOnly: 'Only MASTERCLASS courses have a price.',
  duplicateCourse: 'Each course may appear only once.',
  published: 'Course published successfully!',
  unpublished: 'Course unpublished successfully!',
  deleted: 'Record deleted successfully!',
  notFound: 'This course does not exist.',
} as const;

/** 'Maximum N characters allowed', the spec's wording for an over-long text. */
export const tooLong = (max: number) => `Maximum ${max} characters allowed`;

/** A course or lesson duration: hours, then at most two digits of minutes, as '3h 45m'. */
export const DURATION_PATTERN = /^\d{1,4}h [0-5]?\dm$/;

/** A batch start as 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DDTHH:mm:ss' in the batch's timezone. */
export const BATCH_START_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

const required = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);
const optional = (max: number) => z.string().trim().max(max, tooLong(max)).default('');
const flag = (message: string) => z.boolean({ error: message });
const items = (max: number, message: string) => z.array(required(max, message)).max(COURSE_LIMITS.listItems).default([]);
/** A stored upload's key (COURSE_IMAGE unless said otherwise). */
const storageKey = z.string().trim().min(1).max(300);

export const studentTestimonial = z.object({
  studentName: required(COURSE_LIMITS.testimonialName, COURSE_MESSAGES.studentName),
  rating: z.number({ error: COURSE_MESSAGES.rating }).int(COURSE_MESSAGES.rating).min(1, COURSE_MESSAGES.rating).max(5, COURSE_MESSAGES.rating),
  testimonial: required(COURSE_LIMITS.testimonialText, COURSE_MESSAGES.testimonial),
});

const milestoneFields = {
  title: required(COURSE_LIMITS.milestoneText, COURSE_MESSAGES.milestone),
  achievedText: required(COURSE_LIMITS.milestoneText, COURSE_MESSAGES.milestone),
  unAchievedText: required(COURSE_LIMITS.milestoneText, COURSE_MESSAGES.milestone),
  achievedDescription: required(COURSE_LIMITS.milestoneDescription, COURSE_MESSAGES.milestone),
  unAchievedDescription: required(COURSE_LIMITS.milestoneDescription, COURSE_MESSAGES.milestone),
  /** A COURSE_IMAGE key. */
  badgeImagePath: required(300, COURSE_MESSAGES.milestone),
};

const externalContentFields = {
  type: z.enum(EXTERNAL_CONTENT_TYPES, { error: COURSE_MESSAGES.externalType }),
  title: required(COURSE_LIMITS.externalTitle, COURSE_MESSAGES.externalTitle),
  /** A link for COMMUNITY_CHANNEL and RESOURCE_MATERIAL; the stored file's key for ASSET_UPLOAD. */
  value: optional(COURSE_LIMITS.externalLink),
};

const criteriaMap = z.record(z.string().max(50), z.array(z.enum(COMPLETION_CRITERIA, { error: COURSE_MESSAGES.completionCriteria })).max(3));

// ---------- What the form sends (POST course, PUT course/{id}) ----------

export const coursePartInput = z.object({
  /** Present for a part the course already has; new parts leave it out. */
  id: z.number().int().positive().nullish(),
  name: required(COURSE_LIMITS.partName, COURSE_MESSAGES.partName),
  shortDescription: optional(COURSE_LIMITS.shortDescription),
  longDescription: optional(COURSE_LIMITS.longDescription),
  thumbnailPath: storageKey.nullish(),
});

export const courseInput = z.object({
  basicInfo: z.object({
    type: z.enum(COURSE_TYPES, { error: COURSE_MESSAGES.type }),
    /** Required for MASTERCLASS; a BASIC course is always RECORDED. */
    subType: z.enum(COURSE_SUB_TYPES, { error: COURSE_MESSAGES.subType }).nullish(),
    accessType: z.enum(ACCESS_TYPES, { error: COURSE_MESSAGES.accessType }),
    /** Required for MASTERCLASS; a BASIC course is always NON_RECURRING. */
    occurrenceType: z.enum(OCCURRENCE_TYPES, { error: COURSE_MESSAGES.occurrenceType }).nullish(),
    title: required(COURSE_LIMITS.title, COURSE_MESSAGES.title),
    alias: required(COURSE_LIMITS.alias, COURSE_MESSAGES.title),
    subTitle: optional(COURSE_LIMITS.subTitle),
    shortDescription: optional(COURSE_LIMITS.shortDescription),
    longDescription: optional(COURSE_LIMITS.longDescription),
    cardText: optional(COURSE_LIMITS.cardText),
    classGoal: optional(COURSE_LIMITS.classGoal),
    rank: z.number({ error: COURSE_MESSAGES.number }).int(COURSE_MESSAGES.number).min(1, COURSE_MESSAGES.number),
    /** Used on create only (default false); publishing later goes through publish and unpublish. */
    isPublished: z.boolean().nullish(),
    containCompletionCertificate: z.boolean().default(false),
    /** What completing the course takes; required when it gives a certificate. */
    completionCriteria: z.array(z.enum(COMPLETION_CRITERIA, { error: COURSE_MESSAGES.completionCriteria })).max(3).default([]),
    isCommunityEnabled: flag(COURSE_MESSAGES.community),
    isStudentTestimonialEnabled: flag(COURSE_MESSAGES.testimonialFlag),
    /** Required except for BASIC courses. */
    sharableLink: optional(COURSE_LIMITS.link),
    /** COURSE_IMAGE keys. Left out on edit: the current image stays; null removes the thumbnail. */
    thumbnailPath: storageKey.nullish(),
    /** Required on create ('Please upload Course image'); left out on edit, the current image stays. */
    imagePath: storageKey.nullish(),
    isThumbnailLight: flag(COURSE_MESSAGES.thumbnailBackground),
  }),
  contentInfo: z.object({
    /** The playlist video's id (see playlist/video-titles/name-summary); required except for BASIC. */
    introVideoId: z.string().trim().max(100).nullish(),
    introVideoThumbnailPath: storageKey.nullish(),
    containParts: flag(COURSE_MESSAGES.containParts),
    containSubParts: flag(COURSE_MESSAGES.containSubParts),
    surveyLink: required(COURSE_LIMITS.link, COURSE_MESSAGES.surveyLink),
    isExternalContentAvailable: flag(COURSE_MESSAGES.externalAvailability),
    externalContent: z.array(z.object(externalContentFields)).max(COURSE_LIMITS.listItems).default([]),
  }),
  overviewInfo: z.object({
    objectives: items(COURSE_LIMITS.objective, COURSE_MESSAGES.objective),
    benefits: items(COURSE_LIMITS.benefit, COURSE_MESSAGES.benefits),
    /** 'Xh Ym', minutes at most two digits. */
    duration: z.string({ error: COURSE_MESSAGES.number }).trim().regex(DURATION_PATTERN, COURSE_MESSAGES.number),
    studentTestimonials: z.array(studentTestimonial).max(COURSE_LIMITS.listItems).default([]),
    milestones: z.array(z.object(milestoneFields)).max(COURSE_LIMITS.listItems).default([]),
    /** Criteria per part key. */
    completionCriteria: criteriaMap.default({}),
  }),
  subscriptionInfo: z.object({
    subscriptionDetail: items(COURSE_LIMITS.subscriptionDetail, COURSE_MESSAGES.subscriptionDetail),
    priceType: z.enum(PRICE_TYPES, { error: COURSE_MESSAGES.priceType }),
    /** Above 0 when PAID; a FREE course's price is 0. */
    price: z.number({ error: COURSE_MESSAGES.price }).min(0, COURSE_MESSAGES.price).max(1_000_000, COURSE_MESSAGES.price).default(0),
    /** Required when the access is LOCKED. */
    storePurchaseId: optional(COURSE_LIMITS.storePurchaseId),
    storePurchaseInfo: optional(COURSE_LIMITS.storePurchaseInfo),
  }),
  /** Batch settings of a RECURRING course; HYBRID and LIVE ones need the capacity and the start. */
  batchConfigInfo: z
    .object({
      startAt: z.string({ error: COURSE_MESSAGES.batchStart }).trim().regex(BATCH_START_PATTERN, COURSE_MESSAGES.batchStart).nullish(),
      timezone: z.enum(BATCH_TIMEZONES).default('UTC'),
      enrollmentDurationMins: z.number().int().min(0).max(1_000_000).nullish(),
      batchDurationMins: z.number().int().min(0).max(1_000_000).nullish(),
      maxAllowedStudents: z.number({ error: COURSE_MESSAGES.capacity }).int(COURSE_MESSAGES.capacity).min(1, COURSE_MESSAGES.capacity).max(1_000_000).nullish(),
      batchFrequency: z.enum(BATCH_FREQUENCIES).default('NONE'),
    })
    .nullish(),
  instructorIds: z.array(z.number().int().positive(), { error: COURSE_MESSAGES.instructor }).min(1, COURSE_MESSAGES.instructor).max(COURSE_LIMITS.instructors),
  parts: z.array(coursePartInput).max(COURSE_LIMITS.parts).default([]),
});
export type CourseInput = z.input<typeof courseInput>;
export type CourseFields = z.output<typeof courseInput>;

// ---------- What the server sends back ----------

export const courseDiscountInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  type: discountType,
  value: z.number(),
  isActive: z.boolean(),
});

export const coursePart = z.object({
  id: z.number().int(),
  name: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  thumbnailPath: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type CoursePart = z.infer<typeof coursePart>;

export const batchConfigInfo = z.object({
  startAt: z.string().nullable(),
  timezone: z.enum(BATCH_TIMEZONES),
  enrollmentDurationMins: z.number().int().nullable(),
  batchDurationMins: z.number().int().nullable(),
  maxAllowedStudents: z.number().int().nullable(),
  batchFrequency: z.enum(BATCH_FREQUENCIES),
});

/** A whole course, as GET course/{id} returns it; it can be sent back to PUT course/{id} as it is. */
export const course = z.object({
  id: z.number().int(),
  basicInfo: z.object({
    type: courseType,
    subType: courseSubType,
    accessType,
    occurrenceType,
    title: z.string(),
    alias: z.string(),
    subTitle: z.string(),
    shortDescription: z.string(),
    longDescription: z.string(),
    cardText: z.string(),
    classGoal: z.string(),
    rank: z.number().int(),
    isPublished: z.boolean(),
    containCompletionCertificate: z.boolean(),
    completionCriteria: z.array(completionCriterion),
    isCommunityEnabled: z.boolean(),
    isStudentTestimonialEnabled: z.boolean(),
    sharableLink: z.string(),
    thumbnailPath: z.string().nullable(),
    imagePath: z.string().nullable(),
    isThumbnailLight: z.boolean(),
  }),
  contentInfo: z.object({
    introVideoId: z.string().nullable(),
    /** The intro video's title on the video host, when it is in the playlist. */
    introVideoTitle: z.string().nullable(),
    introVideoThumbnailPath: z.string().nullable(),
    containParts: z.boolean(),
    containSubParts: z.boolean(),
    surveyLink: z.string(),
    isExternalContentAvailable: z.boolean(),
    externalContent: z.array(
      z.object({
        type: externalContentType,
        title: z.string(),
        value: z.string(),
        /** For ASSET_UPLOAD, where the stored file can be read. */
        valueUrl: z.string().nullable(),
      }),
    ),
  }),
  overviewInfo: z.object({
    objectives: z.array(z.string()),
    benefits: z.array(z.string()),
    duration: z.string(),
    studentTestimonials: z.array(z.object({ studentName: z.string(), rating: z.number().int(), testimonial: z.string() })),
    milestones: z.array(
      z.object({
        title: z.string(),
        achievedText: z.string(),
        unAchievedText: z.string(),
        achievedDescription: z.string(),
        unAchievedDescription: z.string(),
        badgeImagePath: z.string(),
        badgeImageUrl: z.string().nullable(),
      }),
    ),
    completionCriteria: z.record(z.string(), z.array(completionCriterion)),
  }),
  subscriptionInfo: z.object({
    subscriptionDetail: z.array(z.string()),
    priceType: z.enum(PRICE_TYPES),
    price: z.number(),
    storePurchaseId: z.string(),
    storePurchaseInfo: z.string(),
    discountInfo: courseDiscountInfo.nullable(),
  }),
  batchConfigInfo: batchConfigInfo.nullable(),
  instructorIds: z.array(z.number().int()),
  instructorsName: z.array(z.string()),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  introVideoThumbnailUrl: z.string().nullable(),
  parts: z.array(coursePart),
});
export type Course = z.infer<typeof course>;

/** One row of the courses table (POST course/list). */
export const courseListRow = z.object({
  id: z.number().int(),
  title: z.string(),
  rank: z.number().int(),
  price: z.number(),
  discountId: z.number().int().nullable(),
  /** The attached discount's name, or null. */
  discountName: z.string().nullable(),
  type: courseType,
  subType: courseSubType,
  accessType,
  occurrenceType,
  isPublished: z.boolean(),
  /** accessType is LOCKED. */
  locked: z.boolean(),
  duration: z.string(),
  /** The short description. */
  introduction: z.string(),
  /** The long description. */
  description: z.string(),
  /** The instructors' names joined with ', '. */
  instructorName: z.string(),
  lightThumbnailBackground: z.boolean(),
  /** The intro video's title, when it is in the playlist. */
  videoTitle: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  containParts: z.boolean(),
  containSubParts: z.boolean(),
});
export type CourseListRow = z.infer<typeof courseListRow>;

/** Course summary used for pickers (GET course/name-summary). */
export const courseSummary = z.object({
  id: z.number().int(),
  basicInfo: z.object({ title: z.string(), type: courseType }),
  contentInfo: z.object({ containParts: z.boolean(), containSubParts: z.boolean() }),
});
export type CourseSummary = z.infer<typeof courseSummary>;
