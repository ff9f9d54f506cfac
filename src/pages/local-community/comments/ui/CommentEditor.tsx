import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm, ResourceRecordPage } from '@/widgets/resource-record';
import { COMMENTS_PATH } from './paths';

const { discussionComments, discussionCommentInput, COMMENT_LIMITS, COMMENT_MESSAGES } = siteContract;
const specText = specTextOf('comment', COMMENT_MESSAGES);
type Values = { message: string };

/** /local-community/comments/edit/{CommentId}: the comment's words ('Please enter valid comment' when empty), under the post it answers. */
export function CommentEditor() {
  const { t } = useTranslation(['comments', 'server-messages']);
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(COMMENTS_PATH), [navigate]);
  return (
    <ResourceRecordPage<siteContract.DiscussionComment>
      resource={discussionComments}
      idParam="commentId"
      title={t('form.title')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: COMMENTS_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (field === 'message' ? t('form.comment') : field === 'hidden' ? t('hidden') : field)}
    >
      {(comment) => comment && <CommentForm comment={comment} onDone={backToList} />}
    </ResourceRecordPage>
  );
}

function CommentForm({ comment, onDone }: { comment: siteContract.DiscussionComment; onDone(): void }) {
  const { t } = useTranslation(['comments', 'server-messages']);
  const { form, status } = useResourceForm<Values>({
    resource: discussionComments,
    id: comment.commentId,
    schema: discussionCommentInput,
    defaultValues: { message: comment.message },
    variant: 'page',
    onDone,
    failedTitle: t('form.saveFailed'),
  });
  return (
    <ResourceForm label={t('form.title')} form={form} status={status} errorText={specText}>
      <p className="text-sm text-ink-muted">
        {t('form.onPost', { author: comment.userDisplayName })} <span dir="auto">{comment.postMessage}</span>
      </p>
      <TextInput<Values> name="message" label={t('form.comment')} rows={4} isRequired maxLength={COMMENT_LIMITS.message} />
    </ResourceForm>
  );
}
