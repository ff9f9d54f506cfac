import type { coursesContract } from '@/shared/api/contract';
import type { CoursePartRow, CourseRow } from '../../db/schema';

type Fields = coursesContract.CourseFields;
type Basic = Fields['basicInfo'];

/** A course as the form sent it, after the rules: types settled, image keys resolved. */
export type CourseDraft = Omit<Fields, 'basicInfo' | 'contentInfo' | 'parts'> & {
  basicInfo: Omit<Basic, 'subType' | 'occurrenceType' | 'imagePath' | 'thumbnailPath'> & {
    subType: NonNullable<Basic['subType']>;
    occurrenceType: NonNullable<Basic['occurrenceType']>;
    imagePath: string | null;
    thumbnailPath: string | null;
  };
  contentInfo: Omit<Fields['contentInfo'], 'introVideoId' | 'introVideoThumbnailPath'> & {
    introVideoId: string | null;
    introVideoThumbnailPath: string | null;
  };
  parts: { id: number | null; name: string; shortDescription: string; longDescription: string; thumbnailPath: string | null }[];
};

/** The stored course a PUT changes, with its parts. */
export interface ExistingCourse {
  row: CourseRow;
  parts: CoursePartRow[];
}
