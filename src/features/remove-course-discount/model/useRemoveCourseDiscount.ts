import { useCallback } from 'react';
import { useRevalidateCourses } from '@/entities/course';
import { callApi, coursesContract, discountsContract, errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useResourceActions } from '@/shared/lib/resource';
import { showToast } from '@/shared/ui/toast';

/**
 * Detaches a course's discount (PATCH course/{courseId}/remove-discount with [courseId]) and reads
 * the course and discount lists again. A failure is shown in a toast and thrown again, so the
 * question stays open for another try.
 */
export function useRemoveCourseDiscount() {
  const { t } = useTranslation('courses');
  const revalidateCourses = useRevalidateCourses();
  const { refresh: refreshDiscounts } = useResourceActions(discountsContract.discounts);
  return useCallback(
    async (courseId: number) => {
      try {
        await callApi(coursesContract.removeCourseDiscount, { params: { courseId }, body: [courseId] });
      } catch (error) {
        showToast({ tone: 'danger', title: t('removeDiscount.failed'), description: errorText(error) });
        throw error;
      }
      showToast({ tone: 'success', title: t('removeDiscount.done') });
      void revalidateCourses();
      void refreshDiscounts();
    },
    [revalidateCourses, refreshDiscounts, t],
  );
}
