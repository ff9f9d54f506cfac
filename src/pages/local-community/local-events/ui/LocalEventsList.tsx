import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, type useResourceActions } from '@/shared/lib/resource';
import type { DataTableColumn, DataTableRowAction } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';
import { showToast } from '@/shared/ui/toast';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { editPath } from '../model/paths';
import { EventTimes } from './EventTimes';

type LocalEvent = siteContract.LocalEvent;
type Perform = ReturnType<typeof useResourceActions>['perform'];
const { localEvents, LOCAL_EVENT_TYPE_NAMES, LOCAL_EVENTS_PAGE_SIZE, LOCAL_EVENT_MESSAGES: M } = siteContract;
const specText = specTextOf('localEvent', M);

/** /local-community/events: 10 a page, searched by name; Edit, Trending or Not Trending, and Delete. */
export function LocalEventsList() {
  const { t } = useTranslation(['local-events', 'server-messages']);
  const allows = useResourceAccess(localEvents);
  const navigate = useNavigate();
  const typeName = (id: number) => t(`types.${LOCAL_EVENT_TYPE_NAMES[id as keyof typeof LOCAL_EVENT_TYPE_NAMES] ?? 'unknown'}`);

  const setTrend = async (event: LocalEvent, trend: 0 | 1, perform: Perform) => {
    try {
      showToast({ tone: 'success', title: (await perform('markTrending', event.localCommunityEventId, { query: { trend } })).message });
    } catch {
      showToast({ tone: 'danger', title: specText(M.trendFailed)! });
    }
  };
  const moreActions = (event: LocalEvent, perform: Perform): DataTableRowAction[] =>
    allows({ action: 'markTrending' })
      ? [
          event.trend === 1
            ? { id: 'notTrending', label: t('actions.notTrending'), onAction: () => void setTrend(event, 0, perform) }
            : { id: 'trending', label: t('actions.trending'), onAction: () => void setTrend(event, 1, perform) },
        ]
      : [];

  const columns: DataTableColumn<LocalEvent>[] = [
    {
      id: 'name',
      header: t('list.name'),
      isRowHeader: true,
      isUserText: true,
      cell: (event) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-medium">{event.name}</span>
          <span className="flex flex-wrap gap-1">
            {event.trend === 1 && <StatusBadge tone="success">{t('list.trending')}</StatusBadge>}
            {event.categoryId === siteContract.ONLINE_CATEGORY && <StatusBadge tone="info">{t('list.online')}</StatusBadge>}
            {event.isRepeating && <StatusBadge tone="neutral">{t('list.repeating')}</StatusBadge>}
            {!event.isActive && <StatusBadge tone="warning">{t('list.inactive')}</StatusBadge>}
          </span>
        </span>
      ),
    },
    { id: 'typeId', header: t('list.type'), cell: (event) => typeName(event.typeId), inCard: true },
    { id: 'startTime', header: t('list.when'), cell: (event) => <EventTimes event={event} />, inCard: true },
    { id: 'groupName', header: t('list.group'), cell: (event) => event.groupName, isUserText: true, inCard: true },
    { id: 'createdByName', header: t('list.createdBy'), cell: (event) => event.createdByName, isUserText: true },
    { id: 'reportCount', header: t('list.reports'), cell: (event) => event.reportCount, width: 96 },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]} />
      <ResourceList<LocalEvent>
        resource={localEvents}
        label={t('title')}
        columns={columns}
        defaultSize={LOCAL_EVENTS_PAGE_SIZE}
        getRowLabel={(event) => event.name}
        onEdit={(event) => void navigate(editPath(event.localCommunityEventId))}
        moreActions={moreActions}
        searchLabel={t('list.search')}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
      />
    </div>
  );
}
