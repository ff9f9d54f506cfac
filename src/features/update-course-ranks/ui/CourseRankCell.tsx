import type { CourseEdits, CourseListRow } from '@/entities/course';
import { useTranslation } from '@/shared/i18n';
import { EditableCell } from '@/shared/ui/data-table';

export interface CourseRankCellProps {
  course: Pick<CourseListRow, 'id' | 'title' | 'rank'>;
  /** The ranks typed so far (the page keeps them until they are saved). */
  edits: CourseEdits;
}

/** A course's rank, typed in place: a whole number of at least 1, highlighted until saved. */
export function CourseRankCell({ course, edits }: CourseRankCellProps) {
  const { t } = useTranslation('courses');
  return (
    <EditableCell
      label={t('ranks.cell', { title: course.title })}
      type="number"
      minValue={1}
      isInteger
      value={edits.shown(course.id, course.rank)}
      isChanged={edits.isEdited(course.id)}
      onChange={(value) => edits.edit(course.id, Number(value), course.rank)}
    />
  );
}
