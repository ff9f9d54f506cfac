import { z } from 'zod';
import { siteContract } from '@/shared/api';
import { utcOf, wallClockOf } from './zonedTime';

const { localEventInput, localEventRefusals, ONLINE_CATEGORY, IN_PERSON_CATEGORY } = siteContract;

/**
 * The Edit Event form: the input's fields, with the times as the event's own wall clock and "online" as a
 * switch. The contract's rules check it, their words shown at the form's fields.
 */
const formFields = z.object({
  name: z.string(),
  eventDetail: z.string(),
  typeId: z.number().nullable(),
  groupId: z.number().nullable(),
  timeZone: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  isOnline: z.boolean(),
  externalLink: z.string(),
  placeName: z.string(),
  placeAddress: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isRepeating: z.boolean(),
  repeatingInterval: z.number().nullable(),
  repeatingCount: z.number().nullable(),
  recurrenceEnd: z.string().nullable(),
});
export type LocalEventFormValues = z.infer<typeof formFields>;

/** The form field of a field the input (or the server) names. */
const FORM_FIELDS: Record<string, keyof LocalEventFormValues> = { startTime: 'start', endTime: 'end', recurrenceEndTime: 'recurrenceEnd', categoryId: 'isOnline' };
export const localEventFormField = (field: string) => FORM_FIELDS[field] ?? field;

/** What Save sends: the times in UTC, the category from the switch. */
export function localEventInputOf(values: LocalEventFormValues): Record<string, unknown> {
  const { start, end, recurrenceEnd, isOnline, ...fields } = values;
  return {
    ...fields,
    categoryId: isOnline ? ONLINE_CATEGORY : IN_PERSON_CATEGORY,
    startTime: utcOf(start, values.timeZone),
    endTime: utcOf(end, values.timeZone),
    recurrenceEndTime: recurrenceEnd ? utcOf(recurrenceEnd, values.timeZone) : null,
  };
}

export const localEventFormSchema = formFields.superRefine((values, context) => {
  const parsed = localEventInput.safeParse(localEventInputOf(values));
  const refusals = parsed.success
    ? localEventRefusals(parsed.data)
    : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message }));
  for (const { field, message } of refusals) context.addIssue({ code: 'custom', path: [localEventFormField(field)], message });
});

export function localEventFormValues(event: siteContract.LocalEvent): LocalEventFormValues {
  const zone = event.timeZone;
  return {
    name: event.name,
    eventDetail: event.eventDetail,
    typeId: event.typeId,
    groupId: event.groupId,
    timeZone: zone,
    start: wallClockOf(event.startTime, zone),
    end: wallClockOf(event.endTime, zone),
    isOnline: event.categoryId === ONLINE_CATEGORY,
    externalLink: event.externalLink,
    placeName: event.placeName,
    placeAddress: event.placeAddress,
    latitude: event.latitude,
    longitude: event.longitude,
    isRepeating: event.isRepeating,
    repeatingInterval: event.repeatingInterval,
    repeatingCount: event.repeatingCount,
    recurrenceEnd: wallClockOf(event.recurrenceEndTime, zone),
  };
}
