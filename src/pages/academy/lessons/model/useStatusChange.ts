import { useRevalidateLessons } from '@/entities/lesson';
import { useCan } from '@/entities/session';
import { callApi, errorText, lessonsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf } from '@/shared/lib/resource';
import { showToast } from '@/shared/ui/toast';

const specText = specTextOf('lesson', lessonsContract.LESSON_MESSAGES);

/** Publish for a NEW or UNPUBLISHED lesson, Unpublish for a published one. */
export const nextStatus = (status: lessonsContract.LessonStatus) => (status === 'PUBLISH' ? 'UNPUBLISHED' : 'PUBLISH');

/** Publishing and unpublishing a lesson (the perform bit); the server's words, or its refusal, in a toast. */
export function useStatusChange() {
  const { t } = useTranslation(['lessons', 'server-messages']);
  const can = useCan();
  const revalidate = useRevalidateLessons();
  return {
    isAllowed: can('LESSONS', 'perform'),
    labelOf: (status: lessonsContract.LessonStatus) => t(nextStatus(status) === 'PUBLISH' ? 'list.publish' : 'list.unpublish'),
    change: async (lesson: { id: number; status: lessonsContract.LessonStatus }) => {
      try {
        const { message } = await callApi(lessonsContract.changeLessonStatus, { params: { id: lesson.id }, body: { status: nextStatus(lesson.status) } });
        showToast({ tone: 'success', title: specText(message) ?? t('list.statusChanged') });
        await revalidate();
      } catch (error) {
        showToast({ tone: 'danger', title: t('list.statusFailed'), description: errorText(error) });
      }
    },
  };
}
