import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { IslamicEventForm } from './IslamicEventForm';
import { ISLAMIC_EVENTS_PATH } from './paths';

const HISTORY_FIELDS = ['name', 'slug', 'heading1', 'eventGroup', 'title', 'description', 'hijriDate', 'eventType'];

/** /islamic-event/create and /edit/{IslamicEventId}: the page form, back to the list 2 s after saving. */
export function IslamicEventEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('islamic-events');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(ISLAMIC_EVENTS_PATH), [navigate]);
  const fieldLabel = (field: string) =>
    HISTORY_FIELDS.includes(field) ? t(`form.${field}`) : ({ publish: t('list.status'), listed: t('list.listing'), backgroundImage: t('form.image'), hijriCountryId: t('form.country') }[field] ?? field);
  return (
    <ResourceRecordPage<siteContract.IslamicEvent>
      resource={siteContract.islamicEvents}
      idParam="eventId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('title'), href: ISLAMIC_EVENTS_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={fieldLabel}
    >
      {(event) => <IslamicEventForm key={event?.eventId ?? 'new'} event={event} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
