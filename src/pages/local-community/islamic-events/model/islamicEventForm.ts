import { z } from 'zod';
import { siteContract } from '@/shared/api';
import { gregorianDateOf, hijriDateText, parseHijriDateText } from '@/shared/lib/hijri-date';

const { islamicEventInput, ISLAMIC_EVENT_MESSAGES: M } = siteContract;

/** The form: the Hijri date as three choices, the country as 0 for none, and the background picture. */
export const islamicEventFormSchema = islamicEventInput
  .omit({ hijriDate: true, hijriCountryId: true })
  .extend({
    hijriDay: z.number().nullable(),
    hijriMonth: z.number().nullable(),
    hijriYear: z.number().nullable(),
    hijriCountryId: z.number(),
    eventType: z.number(),
    file: z.instanceof(File).nullable(),
  })
  .superRefine((values, context) => {
    const { hijriDay: day, hijriMonth: month, hijriYear: year } = values;
    for (const field of ['hijriDay', 'hijriMonth', 'hijriYear'] as const) {
      if (!values[field]) context.addIssue({ code: 'custom', path: [field], message: M.hijriDate });
    }
    if (day && month && year && gregorianDateOf({ day, month, year }) === null) context.addIssue({ code: 'custom', path: ['hijriDay'], message: M.dayNotInMonth });
  });

export type IslamicEventFormValues = z.input<typeof islamicEventFormSchema>;

export function islamicEventFormValues(event?: siteContract.IslamicEvent): IslamicEventFormValues {
  const hijri = event ? parseHijriDateText(event.hijriDate) : null;
  return {
    name: event?.name ?? '',
    slug: event?.slug ?? '',
    heading1: event?.heading1 ?? '',
    eventGroup: event?.eventGroup ?? '',
    title: event?.title ?? '',
    description: event?.description ?? '',
    hijriDay: hijri?.day ?? null,
    hijriMonth: hijri?.month ?? null,
    hijriYear: hijri?.year ?? null,
    hijriCountryId: event?.hijriCountryId ?? 0,
    eventType: event?.eventType ?? 0,
    file: null,
  };
}

/** What Save sends: the Hijri date as "day,month name,year", no country as null, without the picture. */
export function islamicEventInputOf({ file: _file, hijriDay, hijriMonth, hijriYear, hijriCountryId, ...typed }: IslamicEventFormValues) {
  return { ...typed, hijriDate: hijriDateText({ day: hijriDay!, month: hijriMonth!, year: hijriYear! }), hijriCountryId: hijriCountryId || null };
}

/** The form field of a refusal the server names by the wire's field. */
export const islamicEventFormField = (path: string) => (path === 'hijriDate' ? 'hijriDay' : path);
