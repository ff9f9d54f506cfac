import { useCan } from '@/entities/session';
import { chaptersContract, errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import type { useResourceActions } from '@/shared/lib/resource';
import { showToast } from '@/shared/ui/toast';
import { useResourceAccess } from '@/widgets/resource-list';

type Chapter = chaptersContract.Chapter;
type Perform = ReturnType<typeof useResourceActions>['perform'];

/** The spec's menu offers Publish for a NEW or UNPUBLISHED chapter, and Unpublish otherwise. */
export const nextStatus = (status: chaptersContract.ChapterStatus) => (status === 'NEW' || status === 'UNPUBLISHED' ? 'PUBLISH' : 'UNPUBLISHED');

/**
 * Publishing and unpublishing a chapter: offered with the edit bit the call needs and the perform bit
 * its handler asks for; the server's words, or the reason it refused, in a toast.
 */
export function useStatusChange() {
  const { t } = useTranslation('chapters');
  const allows = useResourceAccess(chaptersContract.chapters);
  const can = useCan();
  return {
    isAllowed: allows({ action: 'changeStatus' }) && can('CHAPTERS', 'perform'),
    labelOf: (chapter: Chapter) => t(nextStatus(chapter.status) === 'PUBLISH' ? 'list.publish' : 'list.unpublish'),
    change: async (chapter: Chapter, perform: Perform) => {
      try {
        const { message } = await perform('changeStatus', chapter.id, { query: { status: nextStatus(chapter.status) } });
        showToast({ tone: 'success', title: message });
      } catch (error) {
        showToast({ tone: 'danger', title: t('statusChange.failed'), description: errorText(error) });
      }
    },
  };
}
