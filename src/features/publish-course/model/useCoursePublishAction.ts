import { useCallback } from 'react';
import { useRevalidateCourses, type CourseListRow } from '@/entities/course';
import { callApi, coursesContract, errorText, replyText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import type { ActionMenuItem } from '@/shared/ui/menu';
import { showToast } from '@/shared/ui/toast';

type PublishableCourse = Pick<CourseListRow, 'id' | 'isPublished'>;

/**
 * The row menu's Publish item for an unpublished course, Unpublish for a published one. Choosing
 * it changes the course at once (PATCH course/publish/{id} or course/unpublish/{id}), shows the
 * server's message in a toast and reads the course lists again.
 */
export function useCoursePublishAction() {
  const { t } = useTranslation('courses');
  const refresh = useRevalidateCourses();

  const toggle = useCallback(
    async (course: PublishableCourse) => {
      const call = course.isPublished ? coursesContract.unpublishCourse : coursesContract.publishCourse;
      try {
        const reply = await callApi(call, { params: { id: course.id } });
        const fallback = t(reply.isPublished ? 'publish.published' : 'publish.unpublished');
        showToast({ tone: 'success', title: replyText(reply) || fallback });
      } catch (error) {
        showToast({ tone: 'danger', title: t('publish.failed'), description: errorText(error) });
        return;
      }
      await refresh().catch(() => undefined);
    },
    [refresh, t],
  );

  return useCallback(
    (course: PublishableCourse): ActionMenuItem => ({
      id: course.isPublished ? 'unpublish' : 'publish',
      label: t(course.isPublished ? 'publish.unpublish' : 'publish.publish'),
      onAction: () => void toggle(course),
    }),
    [t, toggle],
  );
}
