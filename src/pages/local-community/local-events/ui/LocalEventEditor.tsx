import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { LOCAL_EVENTS_PATH } from '../model/paths';
import { LocalEventForm } from './LocalEventForm';

/** The History names a field as the form does. */
const FIELD_LABELS: Record<string, string> = {
  startTime: 'start',
  endTime: 'end',
  recurrenceEndTime: 'recurrenceEnd',
  categoryId: 'isOnline',
  groupName: 'groupId',
};

/** /local-community/events/edit/{localEventsId}: Edit Event, back to the list 2 s after saving. */
export function LocalEventEditor() {
  const { t, i18n } = useTranslation('local-events');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(LOCAL_EVENTS_PATH), [navigate]);
  const fieldLabel = (field: string) => {
    const key = `form.${FIELD_LABELS[field] ?? field}`;
    return i18n.exists(key, { ns: 'local-events' }) ? t(key) : field;
  };
  return (
    <ResourceRecordPage<siteContract.LocalEvent>
      resource={siteContract.localEvents}
      idParam="localEventsId"
      title={t('form.title')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: LOCAL_EVENTS_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={fieldLabel}
    >
      {(event) => event && <LocalEventForm key={event.localCommunityEventId} event={event} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
