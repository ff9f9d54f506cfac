import { useCallback, useState } from 'react';
import { useRevalidateCourses, type CourseEdits } from '@/entities/course';
import { callApi, coursesContract, errorText, isApiError } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { showToast } from '@/shared/ui/toast';

/**
 * Sends every edited rank at once (PATCH course/rankings). On success the list is read again and
 * the sent values leave the edits; on failure the edits stay as typed and a toast says why.
 */
export function useSaveCourseRanks(edits: CourseEdits) {
  const { t } = useTranslation('courses');
  const refresh = useRevalidateCourses();
  const [isSaving, setIsSaving] = useState(false);

  const save = useCallback(async () => {
    const sent = new Map(edits.values);
    if (sent.size === 0) return;
    setIsSaving(true);
    try {
      await callApi(coursesContract.updateCourseRanks, { body: [...sent].map(([id, rank]) => ({ id, rank })) });
    } catch (error) {
      // The server's own reason when it answered; the spec's words when it could not be reached.
      const reason = isApiError(error) && error.status > 0 ? errorText(error) : t('ranks.failedDescription');
      showToast({ tone: 'danger', title: t('ranks.failed'), description: reason });
      setIsSaving(false);
      return;
    }
    showToast({ tone: 'success', title: t('ranks.done'), description: t('ranks.doneDescription') });
    // The list shows the new order before the typed values go, so no cell flashes its old rank.
    await refresh().catch(() => undefined);
    edits.settle(sent);
    setIsSaving(false);
  }, [edits, refresh, t]);

  return { save, isSaving };
}
