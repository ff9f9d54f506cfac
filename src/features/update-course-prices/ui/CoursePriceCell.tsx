import type { CourseEdits, CourseListRow } from '@/entities/course';
import { useTranslation } from '@/shared/i18n';
import { EditableCell } from '@/shared/ui/data-table';

export interface CoursePriceCellProps {
  course: Pick<CourseListRow, 'id' | 'title' | 'price' | 'type'>;
  /** The prices typed so far (the page keeps them until they are saved). */
  edits: CourseEdits;
}

/** A MASTERCLASS course's price, typed in place (at least 1, highlighted until saved); other courses show theirs as text. */
export function CoursePriceCell({ course, edits }: CoursePriceCellProps) {
  const { t } = useTranslation('courses');
  if (course.type !== 'MASTERCLASS') return <span className="tabular-nums">{course.price}</span>;
  return (
    <EditableCell
      label={t('prices.cell', { title: course.title })}
      type="number"
      minValue={1}
      value={edits.shown(course.id, course.price)}
      isChanged={edits.isEdited(course.id)}
      onChange={(value) => edits.edit(course.id, Number(value), course.price)}
    />
  );
}
