import type { coursesContract } from '@/shared/api';
import { partKey } from './defaults';
import type { CourseFormValues } from './schema';

/** Storage keys of the files chosen in this form, uploaded before the course is sent. */
export interface UploadedKeys {
  image?: string;
  thumbnail?: string;
  videoThumbnail?: string;
  /** By position, like the rows they belong to. */
  parts: (string | undefined)[];
  badges: (string | undefined)[];
  assets: (string | undefined)[];
}

const texts = (rows: readonly { value: string }[]) => rows.map((row) => row.value.trim());

/** Which parts of the form are sent: BASIC rules and the yes/no flags decide. */
export function sentShape(values: CourseFormValues) {
  const isBasic = values.type === 'BASIC';
  const occurrenceType = isBasic ? 'NON_RECURRING' : values.occurrenceType;
  return {
    isBasic,
    subType: isBasic ? 'RECORDED' : values.subType,
    occurrenceType,
    hasParts: values.containParts === true,
    hasTestimonials: values.isStudentTestimonialEnabled === true,
    hasExternalContent: values.isExternalContentAvailable === true,
    isRecurring: occurrenceType === 'RECURRING',
  } as const;
}

/**
 * The form's values as POST course / PUT course/{id} take them. A BASIC course is always RECORDED
 * and NON_RECURRING; a FREE course costs 0; files left alone are left out so the stored ones stay.
 */
export function toCourseInput(values: CourseFormValues, keys: UploadedKeys, isPublished: boolean): coursesContract.CourseInput {
  const shape = sentShape(values);
  const parts = shape.hasParts ? values.parts : [];
  const isPaid = values.priceType === 'PAID';
  const certified = values.containCompletionCertificate;
  return {
    basicInfo: {
      type: values.type ?? 'MASTERCLASS',
      subType: shape.subType,
      accessType: values.accessType ?? 'OPEN',
      occurrenceType: shape.occurrenceType,
      title: values.title.trim(),
      alias: values.alias.trim(),
      subTitle: values.subTitle.trim(),
      shortDescription: values.shortDescription.trim(),
      longDescription: values.longDescription.trim(),
      cardText: values.cardText.trim(),
      classGoal: values.classGoal.trim(),
      rank: values.rank ?? 0,
      isPublished,
      containCompletionCertificate: certified,
      completionCriteria: certified ? values.completionCriteria : [],
      isCommunityEnabled: values.isCommunityEnabled === true,
      isStudentTestimonialEnabled: shape.hasTestimonials,
      sharableLink: values.sharableLink.trim(),
      thumbnailPath: keys.thumbnail,
      imagePath: keys.image,
      isThumbnailLight: values.thumbnailBackground === 'LIGHT',
    },
    contentInfo: {
      introVideoId: values.introVideoId || null,
      introVideoThumbnailPath: keys.videoThumbnail,
      containParts: shape.hasParts,
      containSubParts: shape.hasParts && values.containSubParts === true,
      surveyLink: values.surveyLink.trim(),
      isExternalContentAvailable: shape.hasExternalContent,
      externalContent: shape.hasExternalContent
        ? values.externalContent.map((row, index) => ({
            type: row.type ?? 'RESOURCE_MATERIAL',
            title: row.title.trim(),
            value: row.type === 'ASSET_UPLOAD' ? (keys.assets[index] ?? row.assetPath ?? '') : row.link.trim(),
          }))
        : [],
    },
    overviewInfo: {
      objectives: texts(values.objectives),
      benefits: texts(values.benefits),
      duration: `${values.durationHours ?? 0}h ${Number(values.durationMinutes)}m`,
      studentTestimonials: shape.hasTestimonials
        ? values.testimonials.map((row) => ({ studentName: row.studentName.trim(), rating: row.rating ?? 0, testimonial: row.testimonial.trim() }))
        : [],
      milestones: values.milestones.map((row, index) => ({
        title: row.title.trim(),
        achievedText: row.achievedText.trim(),
        unAchievedText: row.unAchievedText.trim(),
        achievedDescription: row.achievedDescription.trim(),
        unAchievedDescription: row.unAchievedDescription.trim(),
        badgeImagePath: keys.badges[index] ?? row.badgeImagePath ?? '',
      })),
      completionCriteria: certified
        ? Object.fromEntries(parts.map((part, index) => [partKey(index), part.criteria] as const).filter(([, chosen]) => chosen.length > 0))
        : {},
    },
    subscriptionInfo: {
      subscriptionDetail: texts(values.subscriptionDetail),
      priceType: values.priceType ?? 'FREE',
      price: isPaid ? (values.price ?? 0) : 0,
      storePurchaseId: values.storePurchaseId.trim(),
      storePurchaseInfo: values.storePurchaseInfo.trim(),
    },
    batchConfigInfo: shape.isRecurring ? { ...values.batch } : null,
    instructorIds: values.instructorIds,
    parts: parts.map((part, index) => ({
      id: part.partId ?? undefined,
      name: part.name.trim(),
      shortDescription: part.shortDescription.trim(),
      longDescription: part.longDescription.trim(),
      thumbnailPath: keys.parts[index],
    })),
  };
}
