import { sendMultipart, siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useFollowingSlug, useResourceForm } from '@/shared/lib/resource';
import { SelectInput, TextInput, UploadInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { islamicEventFormField, islamicEventFormSchema, islamicEventFormValues, islamicEventInputOf, type IslamicEventFormValues as Values } from '../model/islamicEventForm';
import { EventBackground } from './EventBackground';
import { HijriDateFields } from './HijriDateFields';

const { islamicEvents, uploadIslamicEventImage, ISLAMIC_EVENT_LIMITS: L, ISLAMIC_EVENT_MESSAGES: M, ISLAMIC_EVENT_IMAGE_TYPES } = siteContract;
const specText = specTextOf('islamicEvent', M);

/**
 * Name (the slug follows it), H1, group, title, description, the Hijri date with the Gregorian date it
 * gives, the event type and the background (jpg or png under 200 KB), uploaded once the event is saved.
 */
export function IslamicEventForm({ event, onDone }: { event?: siteContract.IslamicEvent; onDone(): void }) {
  const { t } = useTranslation(['islamic-events', 'server-messages']);
  const { form, status } = useResourceForm<Values>({
    resource: islamicEvents,
    id: event?.eventId ?? null,
    schema: islamicEventFormSchema,
    defaultValues: islamicEventFormValues(event),
    variant: 'page',
    onDone,
    failedTitle: specText(M.actionFailed)!,
    toInput: async (values) => islamicEventInputOf(values),
    formFieldOf: islamicEventFormField,
    afterSave: async (record, values) => {
      if (values.file) await sendMultipart(uploadIslamicEventImage, { fields: { eventId: String(record.eventId) }, file: values.file });
    },
  });
  const slug = useFollowingSlug(Boolean(event), (value) => form.setValue('slug', value));

  return (
    <ResourceForm label={t(event ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput<Values> name="name" label={t('form.name')} isRequired maxLength={L.name} showCounter={false} onTextChange={slug.titleChanged} />
        <TextInput<Values> name="slug" label={t('form.slug')} description={t('form.slugHint')} maxLength={L.slug} showCounter={false} dir="ltr" onTextChange={slug.slugChanged} />
        <TextInput<Values> name="heading1" label={t('form.heading1')} isRequired maxLength={L.heading1} showCounter={false} />
        <TextInput<Values> name="eventGroup" label={t('form.eventGroup')} isRequired maxLength={L.eventGroup} showCounter={false} />
      </div>
      <TextInput<Values> name="title" label={t('form.title')} isRequired maxLength={L.title} showCounter={false} />
      <TextInput<Values> name="description" label={t('form.description')} isRequired maxLength={L.description} rows={3} />
      <HijriDateFields />
      <SelectInput<number, Values> name="eventType" label={t('form.eventType')} items={[0, 1].map((id) => ({ id, label: t(`eventTypes.${id}`) }))} className="sm:w-1/2" />
      <div className="flex flex-col gap-2">
        <UploadInput<Values>
          name="file"
          label={t('form.image')}
          accept={[...ISLAMIC_EVENT_IMAGE_TYPES]}
          maxBytes={L.imageBytes}
          tooLargeMessage={specText(M.imageTooLarge)}
          typeMessage={specText(M.imageType)}
          description={t('form.imageHint')}
        />
        {event?.backgroundImage && <EventBackground event={event} alt={t('form.currentImage')} className="h-28 w-64 rounded object-cover" />}
      </div>
    </ResourceForm>
  );
}
