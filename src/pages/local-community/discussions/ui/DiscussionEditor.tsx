import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { DISCUSSIONS_PATH } from '../model/paths';
import { DiscussionForm } from './DiscussionForm';
import { PostBadges } from './PostBadges';
import { PostCommentsDialog } from './PostCommentsDialog';

const FIELDS = ['message', 'groupId', 'status', 'typeId', 'hidden', 'trend', 'mediaUrl'];

/** /local-community/discussion/edit/{DiscussionId}: the form, Show Comments, and the post's history; back to the list 2 s after saving. */
export function DiscussionEditor() {
  const { t } = useTranslation('discussions');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(DISCUSSIONS_PATH), [navigate]);
  const [showing, setShowing] = useState(false);
  return (
    <ResourceRecordPage<siteContract.DiscussionPost>
      resource={siteContract.discussions}
      idParam="postId"
      title={t('form.title')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: DISCUSSIONS_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (FIELDS.includes(field) ? t(`fields.${field}`) : field)}
    >
      {(post) =>
        post && (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
              <span>{t('form.byline', { author: post.userDisplayName, reports: post.reportCount, likes: post.likeCount })}</span>
              <PostBadges post={post} />
              <Button variant="secondary" onPress={() => setShowing(true)}>
                {t('comments.show', { count: post.commentCount })}
              </Button>
            </div>
            {post.softDelete === 1 ? <p className="whitespace-pre-wrap" dir="auto">{post.message}</p> : <DiscussionForm post={post} onDone={backToList} />}
            <PostCommentsDialog postId={post.postId} isOpen={showing} onOpenChange={setShowing} />
          </div>
        )
      }
    </ResourceRecordPage>
  );
}
