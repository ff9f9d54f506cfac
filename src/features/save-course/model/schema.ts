import { z } from 'zod';
import { coursesContract } from '@/shared/api';

const {
  ACCESS_TYPES,
  BATCH_FREQUENCIES,
  BATCH_TIMEZONES,
  COMPLETION_CRITERIA,
  COURSE_LIMITS: LIMITS,
  COURSE_SUB_TYPES,
  COURSE_TYPES,
  EXTERNAL_CONTENT_TYPES,
  OCCURRENCE_TYPES,
  PRICE_TYPES,
} = coursesContract;

/**
 * Catalogue keys of the `course-form` namespace. Their English texts are the spec's words
 * (`coursesContract.COURSE_MESSAGES`), so the form and the server say the same thing.
 */
export const MESSAGE_KEYS = {
  type: 'validation.type',
  subType: 'validation.subType',
  accessType: 'validation.accessType',
  number: 'validation.number',
  title: 'validation.title',
  containParts: 'validation.containParts',
  containSubParts: 'validation.containSubParts',
  testimonialFlag: 'validation.testimonialFlag',
  community: 'validation.community',
  occurrenceType: 'validation.occurrenceType',
  capacity: 'validation.capacity',
  batchStart: 'validation.batchStart',
  surveyLink: 'validation.surveyLink',
  sharableLink: 'validation.sharableLink',
  thumbnailBackground: 'validation.thumbnailBackground',
  videoTitle: 'validation.videoTitle',
  instructor: 'validation.instructor',
  storePurchaseId: 'validation.storePurchaseId',
  priceType: 'validation.priceType',
  price: 'validation.price',
  partName: 'validation.partName',
  benefits: 'validation.benefits',
  objective: 'validation.objective',
  subscriptionDetail: 'validation.subscriptionDetail',
  studentName: 'validation.studentName',
  rating: 'validation.rating',
  testimonial: 'validation.testimonial',
  completionCriteria: 'validation.completionCriteria',
  externalType: 'validation.externalType',
  externalTitle: 'validation.externalTitle',
  communityLink: 'validation.communityLink',
  resourceLink: 'validation.resourceLink',
  externalAsset: 'validation.externalAsset',
  externalAvailability: 'validation.externalAvailability',
  milestone: 'validation.milestone',
  imageRequired: 'validation.imageRequired',
  /** 'Maximum {{max}} characters allowed'; the field passes its limit. */
  tooLong: 'validation.tooLong',
} as const;

const M = MESSAGE_KEYS;

export type Criterion = (typeof COMPLETION_CRITERIA)[number];
export type ExternalType = (typeof EXTERNAL_CONTENT_TYPES)[number];
export type ThumbnailBackground = 'DARK' | 'LIGHT';

const file = z.instanceof(File).nullable();
/** Text that may stay empty. */
const optionalText = (max: number) => z.string().max(max, M.tooLong);
/** Text that must be filled in; too long gets the same message. */
const requiredText = (max: number, message: string) => z.string().trim().min(1, message).max(max, message);
/** One line of a list (benefits, objectives, subscription details). */
const listOf = (max: number, message: string) => z.array(z.object({ value: requiredText(max, message) })).max(LIMITS.listItems);
/** A yes/no question the person must answer. */
const answer = z.boolean().nullable();
const criteria = z.array(z.enum(COMPLETION_CRITERIA)).max(COMPLETION_CRITERIA.length);

const part = z.object({
  /** The stored part's id; null for a part added in this form. */
  partId: z.number().int().nullable(),
  name: requiredText(LIMITS.partName, M.partName),
  shortDescription: optionalText(LIMITS.shortDescription),
  longDescription: optionalText(LIMITS.longDescription),
  /** A newly chosen thumbnail; without one a stored part keeps its own. */
  thumbnail: file,
  thumbnailUrl: z.string().nullable(),
  /** What completing this part takes (sent as `overviewInfo.completionCriteria['part-N']`). */
  criteria,
});

const testimonial = z.object({
  studentName: requiredText(LIMITS.testimonialName, M.studentName),
  rating: z.number().int().min(1, M.rating).max(5, M.rating).nullable(),
  testimonial: requiredText(LIMITS.testimonialText, M.testimonial),
});

const milestone = z.object({
  title: requiredText(LIMITS.milestoneText, M.milestone),
  achievedText: requiredText(LIMITS.milestoneText, M.milestone),
  unAchievedText: requiredText(LIMITS.milestoneText, M.milestone),
  achievedDescription: requiredText(LIMITS.milestoneDescription, M.milestone),
  unAchievedDescription: requiredText(LIMITS.milestoneDescription, M.milestone),
  /** A newly chosen badge, or the stored one below. */
  badge: file,
  badgeImagePath: z.string().nullable(),
  badgeImageUrl: z.string().nullable(),
});

const externalItem = z.object({
  type: z.enum(EXTERNAL_CONTENT_TYPES).nullable(),
  title: requiredText(LIMITS.externalTitle, M.externalTitle),
  /** The link of a community channel or a resource. */
  link: optionalText(LIMITS.externalLink),
  /** A newly chosen document (ASSET_UPLOAD), or the stored one below. */
  asset: file,
  assetPath: z.string().nullable(),
  assetUrl: z.string().nullable(),
});

const batch = z.object({
  /** 'YYYY-MM-DDTHH:mm:ss' in the batch's timezone. */
  startAt: z.string().nullable(),
  timezone: z.enum(BATCH_TIMEZONES),
  enrollmentDurationMins: z.number().int().min(0).nullable(),
  batchDurationMins: z.number().int().min(0).nullable(),
  maxAllowedStudents: z.number().int().min(1, M.capacity).nullable(),
  batchFrequency: z.enum(BATCH_FREQUENCIES),
});

/** Rows of a list behind a yes/no flag: checked in `checkShownRows` only while the flag is yes. */
const rowsBehindFlag = <T>() => z.custom<T[]>((value) => Array.isArray(value));
type PartRow = z.infer<typeof part>;
type TestimonialFields = z.infer<typeof testimonial>;
type ExternalFields = z.infer<typeof externalItem>;

const baseSchema = z.object({
  type: z.enum(COURSE_TYPES).nullable(),
  subType: z.enum(COURSE_SUB_TYPES).nullable(),
  accessType: z.enum(ACCESS_TYPES).nullable(),
  occurrenceType: z.enum(OCCURRENCE_TYPES).nullable(),
  durationHours: z.number().int().min(0, M.number).max(9999, M.number).nullable(),
  /** Typed as text: at most two characters, 0–59. */
  durationMinutes: z.string().trim().regex(/^[0-5]?\d$/, M.number),
  rank: z.number().int(M.number).min(1, M.number).nullable(),
  title: requiredText(LIMITS.title, M.title),
  alias: requiredText(LIMITS.alias, M.title),
  subTitle: optionalText(LIMITS.subTitle),
  shortDescription: optionalText(LIMITS.shortDescription),
  longDescription: optionalText(LIMITS.longDescription),
  cardText: optionalText(LIMITS.cardText),
  classGoal: optionalText(LIMITS.classGoal),
  benefits: listOf(LIMITS.benefit, M.benefits),
  subscriptionDetail: listOf(LIMITS.subscriptionDetail, M.subscriptionDetail),
  storePurchaseId: optionalText(LIMITS.storePurchaseId),
  storePurchaseInfo: optionalText(LIMITS.storePurchaseInfo),
  priceType: z.enum(PRICE_TYPES).nullable(),
  price: z.number().min(0, M.price).max(1_000_000, M.price).nullable(),
  containParts: answer,
  containSubParts: answer,
  parts: rowsBehindFlag<PartRow>(),
  isStudentTestimonialEnabled: answer,
  testimonials: rowsBehindFlag<TestimonialFields>(),
  isCommunityEnabled: answer,
  batch,
  surveyLink: optionalText(LIMITS.link),
  sharableLink: optionalText(LIMITS.link),
  image: file,
  thumbnail: file,
  thumbnailBackground: z.enum(['DARK', 'LIGHT']).nullable(),
  introVideoId: z.string().nullable(),
  videoThumbnail: file,
  objectives: listOf(LIMITS.objective, M.objective),
  containCompletionCertificate: z.boolean(),
  completionCriteria: criteria,
  milestones: z.array(milestone).max(LIMITS.listItems),
  isExternalContentAvailable: answer,
  externalContent: rowsBehindFlag<ExternalFields>(),
  instructorIds: z.array(z.number().int()).max(LIMITS.instructors),
});

export type CourseFormValues = z.infer<typeof baseSchema>;
type Check = z.core.$RefinementCtx<CourseFormValues>;

const need = (context: Check, when: boolean, path: (string | number)[], message: string) => {
  if (when) context.addIssue({ code: 'custom', path, message });
};
const blank = (value: string | null | undefined) => !value?.trim();

/** The rules that depend on other answers: course type, access, occurrence, price type, flags. */
function checkAnswers(values: CourseFormValues, context: Check, isCreate: boolean) {
  const isBasic = values.type === 'BASIC';
  need(context, values.type === null, ['type'], M.type);
  need(context, !isBasic && values.subType === null, ['subType'], M.subType);
  need(context, values.accessType === null, ['accessType'], M.accessType);
  need(context, !isBasic && values.occurrenceType === null, ['occurrenceType'], M.occurrenceType);
  need(context, values.durationHours === null, ['durationHours'], M.number);
  need(context, values.rank === null, ['rank'], M.number);
  need(context, values.priceType === null, ['priceType'], M.priceType);
  need(context, values.priceType === 'PAID' && !(values.price !== null && values.price > 0), ['price'], M.price);
  need(context, values.accessType === 'LOCKED' && blank(values.storePurchaseId), ['storePurchaseId'], M.storePurchaseId);
  need(context, values.containParts === null, ['containParts'], M.containParts);
  need(context, values.containParts === true && values.containSubParts === null, ['containSubParts'], M.containSubParts);
  need(context, values.containParts === true && values.parts.length === 0, ['parts'], M.partName);
  need(context, values.isStudentTestimonialEnabled === null, ['isStudentTestimonialEnabled'], M.testimonialFlag);
  need(context, values.isCommunityEnabled === null, ['isCommunityEnabled'], M.community);
  need(context, blank(values.surveyLink), ['surveyLink'], M.surveyLink);
  need(context, !isBasic && blank(values.sharableLink), ['sharableLink'], M.sharableLink);
  need(context, values.thumbnailBackground === null, ['thumbnailBackground'], M.thumbnailBackground);
  need(context, !isBasic && blank(values.introVideoId), ['introVideoId'], M.videoTitle);
  need(context, isCreate && values.image === null, ['image'], M.imageRequired);
  need(context, values.instructorIds.length === 0, ['instructorIds'], M.instructor);
  need(context, values.containCompletionCertificate && values.completionCriteria.length === 0, ['completionCriteria'], M.completionCriteria);
  need(context, values.isExternalContentAvailable === null, ['isExternalContentAvailable'], M.externalAvailability);
}

/** Batch settings: a RECURRING HYBRID or LIVE course needs its capacity and its start. */
function checkBatch(values: CourseFormValues, context: Check) {
  const isRecurring = values.type !== 'BASIC' && values.occurrenceType === 'RECURRING';
  const needsBatch = isRecurring && (values.subType === 'HYBRID' || values.subType === 'LIVE');
  need(context, needsBatch && values.batch.maxAllowedStudents === null, ['batch', 'maxAllowedStudents'], M.capacity);
  need(context, needsBatch && values.batch.startAt === null, ['batch', 'startAt'], M.batchStart);
}

/** Rows of the lists that are only sent when their flag says so. */
function checkRows(values: CourseFormValues, context: Check) {
  values.testimonials.forEach((row, index) => {
    need(context, values.isStudentTestimonialEnabled === true && row.rating === null, ['testimonials', index, 'rating'], M.rating);
  });
  values.milestones.forEach((row, index) => {
    need(context, row.badge === null && blank(row.badgeImagePath), ['milestones', index, 'badge'], M.milestone);
  });
  if (values.isExternalContentAvailable !== true) return;
  need(context, values.externalContent.length === 0, ['externalContent'], M.externalType);
  values.externalContent.forEach((row, index) => {
    need(context, row.type === null, ['externalContent', index, 'type'], M.externalType);
    need(context, row.type === 'COMMUNITY_CHANNEL' && blank(row.link), ['externalContent', index, 'link'], M.communityLink);
    need(context, row.type === 'RESOURCE_MATERIAL' && blank(row.link), ['externalContent', index, 'link'], M.resourceLink);
    need(context, row.type === 'ASSET_UPLOAD' && row.asset === null && blank(row.assetPath), ['externalContent', index, 'asset'], M.externalAsset);
  });
}

/**
 * The course form. Sections that are switched off (parts, testimonials, external content) keep
 * their rows while hidden but are neither checked nor sent.
 */
export function courseFormSchema(isCreate: boolean) {
  return baseSchema.superRefine((values, context) => {
    checkShownRows(values, context);
    checkAnswers(values, context, isCreate);
    checkBatch(values, context);
    checkRows(values, context);
  });
}

/** Rows of a switched-on list are checked field by field with the row schemas. */
function checkShownRows(values: CourseFormValues, context: Check) {
  const check = (rows: unknown[], schema: z.ZodType, path: string, isShown: boolean) => {
    if (!isShown) return;
    rows.forEach((row, index) => {
      const result = schema.safeParse(row);
      if (result.success) return;
      for (const issue of result.error.issues) {
        context.addIssue({ code: 'custom', path: [path, index, ...issue.path.map(String)], message: issue.message });
      }
    });
  };
  check(values.parts, part, 'parts', values.containParts === true);
  check(values.testimonials, testimonial, 'testimonials', values.isStudentTestimonialEnabled === true);
  check(values.externalContent, externalItem, 'externalContent', values.isExternalContentAvailable === true);
}

export type CoursePartRow = PartRow;
export type TestimonialRow = TestimonialFields;
export type MilestoneRow = z.infer<typeof milestone>;
export type ExternalContentRow = ExternalFields;
