import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { specTextOf } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn, DataTableRowAction } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';
import { showToast } from '@/shared/ui/toast';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { useHijriLabel } from '../model/useHijriLabel';
import { ISLAMIC_EVENTS_PATH, translationsPath } from './paths';

type IslamicEvent = siteContract.IslamicEvent;
const { islamicEvents, ISLAMIC_EVENT_MESSAGES: M } = siteContract;
const specText = specTextOf('islamicEvent', M);

/**
 * /islamic-event: search, pages of 25, Add Event (add); in each row's menu Preview, Edit, Publish or
 * Unpublish, List or Unlist (edit), Manage Translation (add) and Delete (delete).
 */
export function IslamicEventsList() {
  const { t } = useTranslation(['islamic-events', 'server-messages']);
  const allows = useResourceAccess(islamicEvents);
  const navigate = useNavigate();
  const hijriLabel = useHijriLabel();
  const { date } = useDateFormats('UTC');

  const columns: DataTableColumn<IslamicEvent>[] = [
    { id: 'name', header: t('list.name'), cell: (event) => event.name, isRowHeader: true, isUserText: true },
    { id: 'hijriDate', header: t('list.hijriDate'), cell: (event) => hijriLabel(event.hijriDate), inCard: true },
    { id: 'gregorianDate', header: t('list.gregorianDate'), cell: (event) => date(event.gregorianDate), inCard: true },
    { id: 'eventGroup', header: t('list.group'), cell: (event) => event.eventGroup, isUserText: true },
    { id: 'eventType', header: t('list.type'), cell: (event) => <StatusBadge tone={event.eventType === 1 ? 'brand' : 'neutral'}>{t(`eventTypes.${event.eventType === 1 ? 1 : 0}`)}</StatusBadge> },
    {
      id: 'publish',
      header: t('list.status'),
      cell: (event) => <StatusBadge tone={event.publish ? 'success' : 'neutral'}>{t(event.publish ? 'list.published' : 'list.unpublished')}</StatusBadge>,
      inCard: true,
    },
    { id: 'listed', header: t('list.listing'), cell: (event) => <StatusBadge tone={event.listed ? 'info' : 'neutral'}>{t(event.listed ? 'list.listed' : 'list.notListed')}</StatusBadge> },
  ];

  const moreActions = (event: IslamicEvent, perform: (action: string, id: number) => Promise<{ message: string }>): DataTableRowAction[] => {
    const change = (action: string) => async () => {
      try {
        showToast({ tone: 'success', title: specText((await perform(action, event.eventId)).message) ?? '' });
      } catch {
        showToast({ tone: 'danger', title: specText(M.actionFailed)! });
      }
    };
    const mayEdit = allows({ action: 'publish' });
    return [
      ...(mayEdit ? [{ id: 'preview', label: t('list.preview'), onAction: () => void navigate(`${ISLAMIC_EVENTS_PATH}/preview/${event.eventId}`) }] : []),
      ...(mayEdit
        ? [
            { id: 'publish', label: t(event.publish ? 'list.unpublish' : 'list.publish'), onAction: change(event.publish ? 'unPublish' : 'publish') },
            { id: 'listing', label: t(event.listed ? 'list.unlist' : 'list.list'), onAction: change(event.listed ? 'disableListing' : 'enableListing') },
          ]
        : []),
      ...(allows('create') ? [{ id: 'translations', label: t('list.translations'), onAction: () => void navigate(translationsPath(event.eventId)) }] : []),
    ];
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate(`${ISLAMIC_EVENTS_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<IslamicEvent>
        resource={islamicEvents}
        label={t('title')}
        columns={columns}
        getRowLabel={(event) => event.name}
        onEdit={(event) => void navigate(`${ISLAMIC_EVENTS_PATH}/edit/${event.eventId}`)}
        moreActions={moreActions}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        searchLabel={t('list.search')}
      />
    </div>
  );
}
