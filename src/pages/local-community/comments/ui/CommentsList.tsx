import { useNavigate } from 'react-router-dom';
import { errorText, siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import type { useResourceActions } from '@/shared/lib/resource';
import type { DataTableColumn, DataTableRowAction } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';
import { showToast } from '@/shared/ui/toast';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { COMMENTS_PATH } from './paths';

type Comment = siteContract.DiscussionComment;
type Perform = ReturnType<typeof useResourceActions>['perform'];
const { discussionComments, DISCUSSIONS_PAGE_SIZE } = siteContract;

/** /local-community/comments: every comment, newest first, 10 a page, with its post and author; Edit and Hide or Unhide. */
export function CommentsList() {
  const { t } = useTranslation('comments');
  const allows = useResourceAccess(discussionComments);
  const navigate = useNavigate();
  const formats = useDateFormats();

  const toggle = async (comment: Comment, perform: Perform) => {
    try {
      showToast({ tone: 'success', title: (await perform('hide', comment.commentId, { query: { hideInd: comment.hidden === 1 ? 0 : 1 } })).message });
    } catch (error) {
      showToast({ tone: 'danger', title: errorText(error) ?? t('failed') });
    }
  };
  const moreActions = (comment: Comment, perform: Perform): DataTableRowAction[] =>
    allows({ action: 'hide' }) ? [{ id: 'hide', label: t(comment.hidden === 1 ? 'unhide' : 'hide'), onAction: () => void toggle(comment, perform) }] : [];

  const columns: DataTableColumn<Comment>[] = [
    {
      id: 'message',
      header: t('list.comment'),
      isRowHeader: true,
      cell: (comment) => (
        <span className="flex flex-col items-start gap-1">
          <span dir="auto">{comment.message}</span>
          {comment.hidden === 1 && <StatusBadge tone="warning">{t('hidden')}</StatusBadge>}
        </span>
      ),
    },
    {
      id: 'postMessage',
      header: t('list.post'),
      inCard: true,
      cell: (comment) => (
        <span dir="auto" className="line-clamp-2 max-w-sm text-ink-muted">
          {comment.postMessage}
        </span>
      ),
    },
    { id: 'userDisplayName', header: t('list.author'), cell: (comment) => comment.userDisplayName, isUserText: true, inCard: true },
    { id: 'createDateTime', header: t('list.date'), cell: (comment) => formats.dateTime(comment.createDateTime), inCard: true },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]} />
      <ResourceList<Comment>
        resource={discussionComments}
        label={t('title')}
        columns={columns}
        defaultSize={DISCUSSIONS_PAGE_SIZE}
        getRowLabel={(comment) => comment.message.slice(0, 60)}
        onEdit={(comment) => void navigate(`${COMMENTS_PATH}/edit/${comment.commentId}`)}
        moreActions={moreActions}
        searchLabel={t('list.search')}
        emptyTitle={t('list.emptyTitle')}
      />
    </div>
  );
}
