import { z } from 'zod';
import { coursesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { CoursePartRow, CourseRow, DiscountRow, NewCourse } from '../../db/schema';
import type { CourseDraft } from './draft';

const { batchConfigInfo, completionCriterion, externalContentType } = coursesContract;

/*
 * A course row keeps what lists sort and filter on as columns and the rest of each form section as
 * a JSON object. Every stored field has a fallback, so a damaged row still opens in the form.
 */
const text = z.string().catch('');
const yes = z.boolean().catch(false);
const texts = z.array(z.string()).catch([]);

const storedBasic = z.object({
  subTitle: text,
  shortDescription: text,
  longDescription: text,
  cardText: text,
  classGoal: text,
  containCompletionCertificate: yes,
  completionCriteria: z.array(completionCriterion).catch([]),
  isCommunityEnabled: yes,
  isStudentTestimonialEnabled: yes,
  sharableLink: text,
  isThumbnailLight: yes,
});

const storedContent = z.object({
  introVideoThumbnailPath: z.string().nullable().catch(null),
  surveyLink: text,
  isExternalContentAvailable: yes,
  externalContent: z.array(z.object({ type: externalContentType, title: z.string(), value: z.string() })).catch([]),
});

const storedOverview = z.object({
  objectives: texts,
  benefits: texts,
  studentTestimonials: z
    .array(z.object({ studentName: z.string(), rating: z.number().int(), testimonial: z.string() }))
    .catch([]),
  milestones: z
    .array(
      z.object({
        title: z.string(),
        achievedText: z.string(),
        unAchievedText: z.string(),
        achievedDescription: z.string(),
        unAchievedDescription: z.string(),
        badgeImagePath: z.string(),
      }),
    )
    .catch([]),
  completionCriteria: z.record(z.string(), z.array(completionCriterion)).catch({}),
});

const storedSubscription = z.object({
  subscriptionDetail: texts,
  storePurchaseId: text,
  storePurchaseInfo: text,
});

function readJson<S extends z.ZodType>(json: string | null, schema: S): z.output<S> {
  let value: unknown = {};
  try {
    value = json ? JSON.parse(json) : {};
  } catch {
    // an unreadable section shows its defaults rather than failing the page
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : schema.parse({});
}

export const readBasic = (row: Pick<CourseRow, 'basic_info'>) => readJson(row.basic_info, storedBasic);
/** The list's few fields of the basic section: checking the whole section was a tenth of a View All page's time. */
const storedListBasic = storedBasic.pick({ shortDescription: true, longDescription: true, isThumbnailLight: true });
const readListBasic = (row: Pick<CourseRow, 'basic_info'>) => readJson(row.basic_info, storedListBasic);
export const readContent = (row: Pick<CourseRow, 'content_info'>) => readJson(row.content_info, storedContent);
export const readOverview = (row: Pick<CourseRow, 'overview_info'>) => readJson(row.overview_info, storedOverview);
const readSubscription = (row: CourseRow) => readJson(row.subscription_info, storedSubscription);
const readBatch = (row: CourseRow) => (row.batch_config ? readJson(row.batch_config, batchConfigInfo.nullable().catch(null)) : null);

/** The course row's columns for a checked draft (timestamps and discount are the caller's). */
export function courseColumns(draft: CourseDraft): Omit<NewCourse, 'created_at' | 'updated_at'> {
  const { basicInfo: basic, contentInfo: content, overviewInfo: overview, subscriptionInfo: subscription } = draft;
  const basicJson: z.input<typeof storedBasic> = {
    subTitle: basic.subTitle,
    shortDescription: basic.shortDescription,
    longDescription: basic.longDescription,
    cardText: basic.cardText,
    classGoal: basic.classGoal,
    containCompletionCertificate: basic.containCompletionCertificate,
    completionCriteria: basic.completionCriteria,
    isCommunityEnabled: basic.isCommunityEnabled,
    isStudentTestimonialEnabled: basic.isStudentTestimonialEnabled,
    sharableLink: basic.sharableLink,
    isThumbnailLight: basic.isThumbnailLight,
  };
  const contentJson: z.input<typeof storedContent> = {
    introVideoThumbnailPath: content.introVideoThumbnailPath,
    surveyLink: content.surveyLink,
    isExternalContentAvailable: content.isExternalContentAvailable,
    externalContent: content.externalContent,
  };
  const overviewJson: z.input<typeof storedOverview> = {
    objectives: overview.objectives,
    benefits: overview.benefits,
    studentTestimonials: overview.studentTestimonials,
    milestones: overview.milestones,
    completionCriteria: overview.completionCriteria,
  };
  const subscriptionJson: z.input<typeof storedSubscription> = {
    subscriptionDetail: subscription.subscriptionDetail,
    storePurchaseId: subscription.storePurchaseId,
    storePurchaseInfo: subscription.storePurchaseInfo,
  };
  return {
    type: basic.type,
    sub_type: basic.subType,
    access_type: basic.accessType,
    occurrence_type: basic.occurrenceType,
    title: basic.title,
    alias: basic.alias,
    rank: basic.rank,
    price: subscription.price,
    contain_parts: content.containParts ? 1 : 0,
    contain_sub_parts: content.containSubParts ? 1 : 0,
    duration: overview.duration,
    intro_video_id: content.introVideoId,
    image_key: basic.imagePath,
    thumbnail_key: basic.thumbnailPath,
    basic_info: JSON.stringify(basicJson),
    content_info: JSON.stringify(contentJson),
    overview_info: JSON.stringify(overviewJson),
    subscription_info: JSON.stringify(subscriptionJson),
    batch_config: draft.batchConfigInfo ? JSON.stringify(draft.batchConfigInfo) : null,
  };
}

/** A course with what it refers to, as the store loads it. */
export interface CourseRecord {
  row: CourseRow;
  parts: CoursePartRow[];
  instructors: { id: number; name: string }[];
  discount: DiscountRow | null;
  videoTitle: string | null;
}

export function toCourse(ctx: ServerContext, record: CourseRecord, origin: string): coursesContract.Course {
  const { row } = record;
  const url = (key: string | null) => (key ? ctx.storage.publicReadUrl(key, origin) : null);
  const basic = readBasic(row);
  const content = readContent(row);
  const overview = readOverview(row);
  const subscription = readSubscription(row);
  const discount = record.discount;
  return {
    id: row.id,
    basicInfo: {
      ...basic,
      type: row.type,
      subType: row.sub_type,
      accessType: row.access_type,
      occurrenceType: row.occurrence_type,
      title: row.title,
      alias: row.alias,
      rank: row.rank,
      isPublished: row.is_published === 1,
      thumbnailPath: row.thumbnail_key,
      imagePath: row.image_key,
    },
    contentInfo: {
      ...content,
      introVideoId: row.intro_video_id,
      introVideoTitle: record.videoTitle,
      containParts: row.contain_parts === 1,
      containSubParts: row.contain_sub_parts === 1,
      externalContent: content.externalContent.map((item) => ({
        ...item,
        valueUrl: item.type === 'ASSET_UPLOAD' ? url(item.value) : null,
      })),
    },
    overviewInfo: {
      ...overview,
      duration: row.duration,
      milestones: overview.milestones.map((milestone) => ({ ...milestone, badgeImageUrl: url(milestone.badgeImagePath) })),
    },
    subscriptionInfo: {
      ...subscription,
      priceType: row.price > 0 ? 'PAID' : 'FREE',
      price: row.price,
      discountInfo: discount
        ? { id: discount.id, name: discount.name, type: discount.type, value: discount.value, isActive: discount.is_active === 1 }
        : null,
    },
    batchConfigInfo: readBatch(row),
    instructorIds: record.instructors.map((instructor) => instructor.id),
    instructorsName: record.instructors.map((instructor) => instructor.name),
    imageUrl: url(row.image_key),
    thumbnailUrl: url(row.thumbnail_key),
    introVideoThumbnailUrl: url(content.introVideoThumbnailPath),
    parts: record.parts.map((part) => ({
      id: part.id,
      name: part.name,
      shortDescription: part.short_description,
      longDescription: part.long_description,
      thumbnailPath: part.thumbnail_key,
      thumbnailUrl: url(part.thumbnail_key),
    })),
  };
}

/** The columns a list row needs, with the joined discount name and video title. */
export type CourseListSource = Pick<
  CourseRow,
  | 'id'
  | 'title'
  | 'rank'
  | 'price'
  | 'discount_id'
  | 'type'
  | 'sub_type'
  | 'access_type'
  | 'occurrence_type'
  | 'is_published'
  | 'duration'
  | 'thumbnail_key'
  | 'contain_parts'
  | 'contain_sub_parts'
  | 'basic_info'
> & { discount_name: string | null; video_title: string | null };

export function toListRow(
  ctx: ServerContext,
  row: CourseListSource,
  instructorNames: readonly string[],
  origin: string,
): coursesContract.CourseListRow {
  const basic = readListBasic(row);
  return {
    id: row.id,
    title: row.title,
    rank: row.rank,
    price: row.price,
    discountId: row.discount_id,
    discountName: row.discount_name,
    type: row.type,
    subType: row.sub_type,
    accessType: row.access_type,
    occurrenceType: row.occurrence_type,
    isPublished: row.is_published === 1,
    locked: row.access_type === 'LOCKED',
    duration: row.duration,
    introduction: basic.shortDescription,
    description: basic.longDescription,
    instructorName: instructorNames.join(', '),
    lightThumbnailBackground: basic.isThumbnailLight,
    videoTitle: row.video_title,
    thumbnailUrl: row.thumbnail_key ? ctx.storage.publicReadUrl(row.thumbnail_key, origin) : null,
    containParts: row.contain_parts === 1,
    containSubParts: row.contain_sub_parts === 1,
  };
}
