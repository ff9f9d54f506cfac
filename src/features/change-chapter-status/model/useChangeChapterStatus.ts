import { useCallback } from 'react';
import { useRefreshChapters, type Chapter } from '@/entities/chapter';
import { callApi, chaptersContract, errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { showToast } from '@/shared/ui/toast';
import { nextStatus } from './nextStatus';

/** Publishes or unpublishes a chapter at once and says how it went in a toast. */
export function useChangeChapterStatus() {
  const { t } = useTranslation('chapters');
  const refresh = useRefreshChapters();
  return useCallback(
    async (chapter: Chapter) => {
      try {
        await callApi(chaptersContract.updateChapterStatus, { params: { id: chapter.id }, query: { status: nextStatus(chapter.status) } });
        showToast({ tone: 'success', title: t('statusChange.done') });
        await refresh();
      } catch (error) {
        showToast({ tone: 'danger', title: t('statusChange.failed'), description: errorText(error) });
      }
    },
    [refresh, t],
  );
}

/** The list menu's item for a chapter: Publish or Unpublish, by its status. */
export function useChapterStatusAction() {
  const { t } = useTranslation('chapters');
  const change = useChangeChapterStatus();
  return useCallback(
    (chapter: Chapter) => {
      const target = nextStatus(chapter.status);
      return {
        id: target === 'PUBLISH' ? 'publish' : 'unpublish',
        label: t(target === 'PUBLISH' ? 'list.publish' : 'list.unpublish'),
        onAction: () => void change(chapter),
      };
    },
    [change, t],
  );
}
