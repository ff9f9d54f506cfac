import { useWatch } from 'react-hook-form';
import { siteContract, useApi } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { ComboBoxInput, DateTimeInput, NumberInput, SelectInput, SwitchInput, TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { localEventFormField, localEventFormSchema, localEventFormValues, localEventInputOf, type LocalEventFormValues as Values } from '../model/localEventForm';
import { timeZonesWith } from '../model/zonedTime';

const { localEvents, communityGroups, LOCAL_EVENT_LIMITS: L, LOCAL_EVENT_MESSAGES: M, LOCAL_EVENT_TYPES, LOCAL_EVENT_TYPE_NAMES } = siteContract;
const specText = specTextOf('localEvent', M);
const COORDINATE = { maximumFractionDigits: 6 };

/**
 * Name, details, type and group; the start and end on the event's own clock, its time zone chosen from
 * the runtime's list; an online event's link, or another's place and coordinates; and when repeating,
 * its interval, count and end.
 */
export function LocalEventForm({ event, onDone }: { event: siteContract.LocalEvent; onDone(): void }) {
  const { t } = useTranslation(['local-events', 'server-messages']);
  const { form, status } = useResourceForm<Values>({
    resource: localEvents,
    id: event.localCommunityEventId,
    schema: localEventFormSchema,
    defaultValues: localEventFormValues(event),
    variant: 'page',
    onDone,
    failedTitle: t('form.saveFailed'),
    toInput: async (values) => localEventInputOf(values),
    formFieldOf: localEventFormField,
  });
  const [isOnline, isRepeating, timeZone] = useWatch({ control: form.control, name: ['isOnline', 'isRepeating', 'timeZone'] });
  const groups = useApi(communityGroups.calls.list, communityGroups.listArgs({ pageno: 1, limitCount: 100, firstIndex: -2 }) as never);
  const groupItems = (groups.data?.content ?? [{ groupId: event.groupId, name: event.groupName }]).map((group) => ({ id: group.groupId, label: group.name }));
  const types = LOCAL_EVENT_TYPES.map((id) => ({ id, label: t(`types.${LOCAL_EVENT_TYPE_NAMES[id]}`) }));
  const zones = timeZonesWith(timeZone).map((zone) => ({ id: zone, label: zone }));
  const onClock = timeZone ? t('form.onClockOf', { zone: timeZone }) : undefined;

  return (
    <ResourceForm label={t('form.title')} form={form} status={status} errorText={specText}>
      <p className="text-sm text-ink-muted">{t('form.madeBy', { name: event.createdByName, count: event.reportCount })}</p>
      <TextInput<Values> name="name" label={t('form.name')} isRequired maxLength={L.name} />
      <TextInput<Values> name="eventDetail" label={t('form.eventDetail')} rows={5} isRequired maxLength={L.detail} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectInput<number, Values> name="typeId" label={t('form.typeId')} items={types} placeholder={t('form.chooseType')} isRequired />
        <SelectInput<number, Values> name="groupId" label={t('form.groupId')} items={groupItems} placeholder={t('form.chooseGroup')} isRequired />
        <ComboBoxInput<string, Values> name="timeZone" label={t('form.timeZone')} items={zones} isRequired className="sm:col-span-2" />
        <DateTimeInput<Values> name="start" label={t('form.start')} description={onClock} isRequired />
        <DateTimeInput<Values> name="end" label={t('form.end')} description={onClock} isRequired />
      </div>
      <SwitchInput<Values> name="isOnline" label={t('form.isOnline')} />
      {isOnline ? (
        <TextInput<Values> name="externalLink" label={t('form.externalLink')} type="url" dir="ltr" isRequired maxLength={L.link} showCounter={false} description={t('form.linkHint')} />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput<Values> name="placeName" label={t('form.placeName')} maxLength={L.place} showCounter={false} />
          <TextInput<Values> name="placeAddress" label={t('form.placeAddress')} maxLength={L.address} showCounter={false} />
          <NumberInput<Values> name="latitude" label={t('form.latitude')} isRequired formatOptions={COORDINATE} />
          <NumberInput<Values> name="longitude" label={t('form.longitude')} isRequired formatOptions={COORDINATE} />
        </div>
      )}
      <SwitchInput<Values> name="isRepeating" label={t('form.isRepeating')} />
      {isRepeating && (
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberInput<Values> name="repeatingInterval" label={t('form.repeatingInterval')} description={t('form.intervalHint')} isRequired />
          <NumberInput<Values> name="repeatingCount" label={t('form.repeatingCount')} isRequired />
          <DateTimeInput<Values> name="recurrenceEnd" label={t('form.recurrenceEnd')} description={onClock} />
        </div>
      )}
    </ResourceForm>
  );
}
