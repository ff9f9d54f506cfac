import type { CourseListRow } from '@/entities/course';
import { useTranslation } from '@/shared/i18n';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useRemoveCourseDiscount } from '../model/useRemoveCourseDiscount';

export interface RemoveCourseDiscountDialogProps {
  /** The course whose discount goes; the question is open while it is set. */
  course: Pick<CourseListRow, 'id'> | null;
  onClose(): void;
}

/** 'Are you sure?' before a course's discount is removed; confirming removes it. */
export function RemoveCourseDiscountDialog({ course, onClose }: RemoveCourseDiscountDialogProps) {
  const { t } = useTranslation('courses');
  const remove = useRemoveCourseDiscount();
  return (
    <ConfirmDialog
      isOpen={course !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('removeDiscount.title')}
      message={t('removeDiscount.message')}
      confirmLabel={t('removeDiscount.confirm')}
      onConfirm={() => (course ? remove(course.id) : undefined)}
    />
  );
}
