import { useCallback, useState } from 'react';
import { useRevalidateCourses, type CourseEdits } from '@/entities/course';
import { callApi, coursesContract, errorText, isApiError } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { showToast } from '@/shared/ui/toast';

/**
 * Sends every edited price at once (PATCH course/price). On success the list is read again and the
 * sent values leave the edits; on failure the edits stay as typed and a toast gives the server's reason.
 */
export function useSaveCoursePrices(edits: CourseEdits) {
  const { t } = useTranslation('courses');
  const refresh = useRevalidateCourses();
  const [isSaving, setIsSaving] = useState(false);

  const save = useCallback(async () => {
    const sent = new Map(edits.values);
    if (sent.size === 0) return;
    setIsSaving(true);
    try {
      await callApi(coursesContract.updateCoursePrices, { body: [...sent].map(([id, price]) => ({ id, price })) });
    } catch (error) {
      // The server's own reason when it answered; the spec's words when it could not be reached.
      const reason = isApiError(error) && error.status > 0 ? errorText(error) : t('prices.failedDescription');
      showToast({ tone: 'danger', title: t('prices.failed'), description: reason });
      setIsSaving(false);
      return;
    }
    showToast({ tone: 'success', title: t('prices.done') });
    // The list shows the saved prices before the typed values go, so no cell flashes its old price.
    await refresh().catch(() => undefined);
    edits.settle(sent);
    setIsSaving(false);
  }, [edits, refresh, t]);

  return { save, isSaving };
}
