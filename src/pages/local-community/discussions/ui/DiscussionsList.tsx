import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorText, siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDebouncedValue } from '@/shared/lib/debounce';
import { useDateFormats } from '@/shared/lib/display-date';
import { specTextOf, type useResourceActions } from '@/shared/lib/resource';
import type { DataTableColumn, DataTableRowAction } from '@/shared/ui/data-table';
import { MultiSelect } from '@/shared/ui/multi-select';
import { PageHeader } from '@/shared/ui/page-header';
import { TextField } from '@/shared/ui/text-field';
import { showToast } from '@/shared/ui/toast';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { editPath } from '../model/paths';
import { useCommunityGroups } from '../model/useCommunityGroups';
import { PostBadges } from './PostBadges';

type Post = siteContract.DiscussionPost;
type Perform = ReturnType<typeof useResourceActions>['perform'];
const { discussions, DISCUSSIONS_PAGE_SIZE, DISCUSSION_MESSAGES: M } = siteContract;
const specText = specTextOf('discussion', M);

/** The address's filters (`?author=`, `?groups=1,2`); a change goes back to the first page. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (current.get(name) !== next.get(name)) next.delete('page');
      return next;
    });
  const groupIds = (params.get('groups') ?? '').split(',').filter(Boolean).map(Number);
  return { author: params.get('author') ?? '', groupIds, set };
}

/**
 * /local-community/discussion: 10 a page, searched by message, filtered by author and groups, sortable by
 * date and report count; Edit, Hide or Unhide, Trending or Not Trending and Delete, and Hide or Unhide over
 * the chosen rows. A post its author deleted offers only Delete.
 */
export function DiscussionsList() {
  const { t } = useTranslation(['discussions', 'server-messages']);
  const allows = useResourceAccess(discussions);
  const navigate = useNavigate();
  const formats = useDateFormats();
  const groups = useCommunityGroups();
  const filters = useFilters();
  const [author, setAuthor] = useState(filters.author);
  const settledAuthor = useDebouncedValue(author.trim());
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only the settled words write the address
  useEffect(() => filters.set('author', settledAuthor), [settledAuthor]);

  const act = async (perform: () => Promise<{ message: string }>, failed?: string) => {
    try {
      showToast({ tone: 'success', title: (await perform()).message });
    } catch (error) {
      showToast({ tone: 'danger', title: failed ?? errorText(error) ?? t('failed') });
    }
  };
  const moreActions = (post: Post, perform: Perform): DataTableRowAction[] => {
    if (post.softDelete === 1) return [];
    const hide = post.hidden === 1 ? 0 : 1;
    const trend = post.trend === 1 ? 0 : 1;
    return [
      ...(allows({ action: 'hide' })
        ? [{ id: 'hide', label: t(hide ? 'actions.hide' : 'actions.unhide'), onAction: () => void act(() => perform('hide', post.postId, { query: { hideInd: hide } })) }]
        : []),
      ...(allows({ action: 'markTrending' })
        ? [
            {
              id: 'trend',
              label: t(trend ? 'actions.trending' : 'actions.notTrending'),
              onAction: () => void act(() => perform('markTrending', post.postId, { query: { trend } }), specText(M.trendFailed)),
            },
          ]
        : []),
    ];
  };

  const columns: DataTableColumn<Post>[] = [
    {
      id: 'message',
      header: t('list.message'),
      isRowHeader: true,
      cell: (post) => (
        <span className="flex flex-col items-start gap-1">
          <span dir="auto" className="line-clamp-2 max-w-md">
            {post.message}
          </span>
          <PostBadges post={post} />
        </span>
      ),
    },
    { id: 'userDisplayName', header: t('list.author'), cell: (post) => post.userDisplayName, isUserText: true, inCard: true },
    { id: 'groupName', header: t('list.group'), cell: (post) => post.groupName, isUserText: true, inCard: true },
    { id: 'createDateTime', header: t('list.date'), cell: (post) => formats.dateTime(post.createDateTime), inCard: true },
    { id: 'reportCount', header: t('list.reports'), cell: (post) => post.reportCount, width: 110, inCard: true },
    { id: 'commentCount', header: t('list.comments'), cell: (post) => post.commentCount, width: 110 },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]} />
      <ResourceList<Post>
        resource={discussions}
        label={t('title')}
        columns={columns}
        defaultSize={DISCUSSIONS_PAGE_SIZE}
        filters={{ createdByName: filters.author, groupIds: filters.groupIds }}
        getRowLabel={(post) => post.message.slice(0, 60)}
        onEdit={(post) => void navigate(editPath(post.postId))}
        canEdit={(post) => post.softDelete === 0}
        moreActions={moreActions}
        bulkActions={[
          { id: 'hide', action: 'hideAll', label: t('actions.hideSelected'), body: { hideIndicator: 1 } },
          { id: 'unhide', action: 'hideAll', label: t('actions.unhideSelected'), body: { hideIndicator: 0 } },
        ]}
        searchLabel={t('list.search')}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        toolbar={
          <>
            <TextField label={t('list.author')} value={author} onChange={setAuthor} className="w-48" />
            <MultiSelect<number>
              label={t('list.groups')}
              items={groups}
              selectedKeys={filters.groupIds}
              onChange={(ids) => filters.set('groups', ids.join(','))}
              placeholder={t('list.allGroups')}
              className="w-72"
            />
          </>
        }
      />
    </div>
  );
}
