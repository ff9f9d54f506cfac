import { errorText, siteContract, useApi } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { useResourceActions } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { StatusBadge } from '@/shared/ui/status-badge';
import { showToast } from '@/shared/ui/toast';
import { useResourceAccess } from '@/widgets/resource-list';

const { discussionComments, listPostComments } = siteContract;

/** Show Comments: the post's comments (POST post/list-comments/, newest first), each with Hide or Unhide. */
export function PostCommentsDialog({ postId, isOpen, onOpenChange }: { postId: number; isOpen: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation('discussions');
  const formats = useDateFormats();
  const allows = useResourceAccess(discussionComments);
  const { perform } = useResourceActions(discussionComments);
  const reply = useApi(listPostComments, isOpen ? ({ body: { postId, pageno: 1, limitCount: 100, firstIndex: -2 } } as never) : null);
  const toggle = async (comment: siteContract.DiscussionComment) => {
    try {
      showToast({ tone: 'success', title: (await perform('hide', comment.commentId, { query: { hideInd: comment.hidden === 1 ? 0 : 1 } })).message });
      await reply.mutate();
    } catch (error) {
      showToast({ tone: 'danger', title: errorText(error) ?? t('failed') });
    }
  };
  const comments = reply.data?.content ?? [];
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('comments.title')} size="lg">
      {reply.error ? (
        <p role="alert">{errorText(reply.error)}</p>
      ) : !reply.data ? (
        <p>{t('comments.loading')}</p>
      ) : comments.length === 0 ? (
        <p>{t('comments.none')}</p>
      ) : (
        <ul aria-label={t('comments.title')} className="flex flex-col divide-y divide-border">
          {comments.map((comment) => (
            <li key={comment.commentId} aria-label={comment.userDisplayName} className="flex items-start justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col items-start gap-1 text-sm">
                <span className="font-medium">
                  {comment.userDisplayName} · {formats.dateTime(comment.createDateTime)}
                </span>
                <span dir="auto" className="break-words">
                  {comment.message}
                </span>
                {comment.hidden === 1 && <StatusBadge tone="warning">{t('badges.hidden')}</StatusBadge>}
              </div>
              {allows({ action: 'hide' }) && (
                <Button size="sm" variant="secondary" onPress={() => void toggle(comment)}>
                  {t(comment.hidden === 1 ? 'actions.unhide' : 'actions.hide')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
