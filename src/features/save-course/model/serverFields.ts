import type { FieldPath } from 'react-hook-form';
import type { CourseFormValues } from './schema';

type FormPath = FieldPath<CourseFormValues>;

/** Request fields the server names in a 400, and the form field that shows each. */
const SINGLE: Record<string, FormPath> = {
  'basicInfo.type': 'type',
  'basicInfo.subType': 'subType',
  'basicInfo.accessType': 'accessType',
  'basicInfo.occurrenceType': 'occurrenceType',
  'basicInfo.title': 'title',
  'basicInfo.alias': 'alias',
  'basicInfo.rank': 'rank',
  'basicInfo.sharableLink': 'sharableLink',
  'basicInfo.imagePath': 'image',
  'basicInfo.thumbnailPath': 'thumbnail',
  'basicInfo.completionCriteria': 'completionCriteria',
  'contentInfo.introVideoId': 'introVideoId',
  'contentInfo.introVideoThumbnailPath': 'videoThumbnail',
  'contentInfo.surveyLink': 'surveyLink',
  'contentInfo.containSubParts': 'containSubParts',
  'overviewInfo.duration': 'durationHours',
  'subscriptionInfo.storePurchaseId': 'storePurchaseId',
  'subscriptionInfo.price': 'price',
  'subscriptionInfo.priceType': 'priceType',
  'batchConfigInfo.maxAllowedStudents': 'batch.maxAllowedStudents',
  'batchConfigInfo.startAt': 'batch.startAt',
  instructorIds: 'instructorIds',
};

/** Rows: the server's list path and field, and the form's. */
const ROWS: [RegExp, (index: string, field: string) => string][] = [
  [/^parts\.(\d+)\.(\w+)$/, (index, field) => `parts.${index}.${field === 'thumbnailPath' ? 'thumbnail' : field}`],
  [/^overviewInfo\.studentTestimonials\.(\d+)\.(\w+)$/, (index, field) => `testimonials.${index}.${field}`],
  [/^overviewInfo\.milestones\.(\d+)\.(\w+)$/, (index, field) => `milestones.${index}.${field === 'badgeImagePath' ? 'badge' : field}`],
  [
    /^contentInfo\.externalContent\.(\d+)\.(\w+)$/,
    (index, field) => `externalContent.${index}.${field === 'value' ? 'link' : field}`,
  ],
];

/** The form field that shows a problem the server found, if the form has one. */
export function formFieldOf(serverField: string, values: CourseFormValues): FormPath | null {
  const single = SINGLE[serverField];
  if (single) return single;
  for (const [pattern, toForm] of ROWS) {
    const match = pattern.exec(serverField);
    if (!match) continue;
    const [, index = '0', field = ''] = match;
    let path = toForm(index, field);
    // An uploaded document is refused on its file, not on a link.
    if (path.startsWith('externalContent.') && values.externalContent[Number(index)]?.type === 'ASSET_UPLOAD') {
      path = path.replace(/\.link$/, '.asset');
    }
    return path as FormPath;
  }
  return null;
}
